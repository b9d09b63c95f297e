import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';

export interface LocationOption {
  id: string;
  name: string;
  type: string;
  territoryId: string;
  territoryName: string;
}

export interface ItemOption {
  id: string;
  name: string;
}

export interface RequestOptions {
  locations: LocationOption[];
  items: ItemOption[];
}

export interface OptionsScope {
  uid: string;
  role: string | null;
  territoryIds: readonly string[];
}

const TOP_ROLES = ['superAdmin', 'fulfillment'];

/**
 * What a request is raised for and picks from: enabled franchise locations of the caller's scope
 * (queried the way the rules can prove: top roles all, owners per territory listing them,
 * Managers their own territories) and the active items catalogue.
 */
export async function loadRequestOptions(
  firestore: Firestore,
  scope: OptionsScope,
): Promise<RequestOptions> {
  const locationsWhere = async (...constraints: QueryConstraint[]) =>
    (await getDocs(query(collection(firestore, 'franchise_locations'), ...constraints))).docs;
  let territoryIds = scope.territoryIds.slice(0, 30);
  if (scope.role === 'franchiseeOwner') {
    const listed = await getDocs(
      query(collection(firestore, 'territories'), where('userIds', 'array-contains', scope.uid)),
    );
    territoryIds = [...new Set([...territoryIds, ...listed.docs.map((d) => d.id)])];
  }
  const top = scope.role !== null && TOP_ROLES.includes(scope.role);
  const [locationDocs, itemDocs] = await Promise.all([
    top
      ? locationsWhere(limit(500))
      : Promise.all(territoryIds.map((id) => locationsWhere(where('territoryId', '==', id)))).then(
          (lists) => lists.flat(),
        ),
    getDocs(query(collection(firestore, 'items'), orderBy('order', 'asc'), limit(500))),
  ]);
  return {
    locations: locationDocs
      .filter((d) => d.get('enabled') !== false && d.get('territoryId'))
      .map((d) => ({
        id: d.id,
        name: String(d.get('name') ?? ''),
        type: String(d.get('type') ?? 'truck'),
        territoryId: String(d.get('territoryId')),
        territoryName: String(d.get('territoryName') ?? ''),
      }))
      .sort((a, b) => (a.territoryName + a.name).localeCompare(b.territoryName + b.name)),
    items: itemDocs.docs
      .filter((d) => d.get('status') === 'active')
      .map((d) => ({ id: d.id, name: String(d.get('itemDesc') ?? d.id) })),
  };
}
