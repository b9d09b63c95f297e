import { getDocs, query, type Firestore, type QueryConstraint } from 'firebase/firestore';
import { territoryScope, type Role } from '@/features/auth';
import { franchiseLocationsCollection } from '@/data/franchiseLocations';
import { itemsCollection } from '@/data/items';
import { constraintsOf } from '@/data/query/declaredQuery';
import { requestFormItems, requestFormLocations } from '../fixedQueries';

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

interface OptionsScope {
  uid: string;
  role: Role | null;
  territoryIds: readonly string[];
}

/**
 * What a request is raised for and picks from: enabled franchise locations of the caller's scope
 * (queried the way the rules can prove: top roles all, everyone else the territories on their
 * own record, per territory) and the active items catalogue.
 */
export async function loadRequestOptions(
  firestore: Firestore,
  scope: OptionsScope,
): Promise<RequestOptions> {
  const locationsWhere = async (constraints: QueryConstraint[]) =>
    (await getDocs(query(franchiseLocationsCollection(firestore), ...constraints))).docs;
  const territories = territoryScope(scope);
  const top = territories.kind === 'all';
  const territoryIds = territories.kind === 'territories' ? territories.territoryIds : [];
  const [locationDocs, itemDocs] = await Promise.all([
    top
      ? locationsWhere(constraintsOf(requestFormLocations, {}, { limit: 500 }))
      : Promise.all(
          territoryIds.map((id) =>
            locationsWhere(constraintsOf(requestFormLocations, { territoryId: id })),
          ),
        ).then((lists) => lists.flat()),
    getDocs(query(itemsCollection(firestore), ...constraintsOf(requestFormItems, {}))),
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
