import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import type { CollectionReference, DocumentData, Firestore } from 'firebase/firestore';
import {
  DataTable,
  useFirestoreTable,
  type DataTableColumn,
  type TableQueryDeclaration,
  type WithId,
} from '@/components/DataTable';
import { useSession } from '@/features/auth';
import { COLLECTIONS } from '@/data/collections';
import { deliveryLocationRecords } from '@/data/deliveryLocations';
import { franchiseLocationRecords } from '@/data/franchiseLocations';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import {
  territoryLocationsQuery,
  type TerritoryLocationsCollection,
} from '../api/resource-queries';
import type { LookupData } from '../lookups';
import {
  territoryDeliveryLocationsTable,
  territoryFranchiseLocationsTable,
} from '../../tableQueries';
import { deliveryLocationColumns } from './delivery-locations';
import { franchiseLocationColumns } from './franchise-locations';

/** A territory's franchise and delivery locations, under its detail card. */
export function TerritoryLocations({ id, lookups }: { id: string; lookups: LookupData }) {
  const { can } = useSession();
  const franchiseColumns = useMemo(
    () => withoutTerritory(franchiseLocationColumns(lookups)),
    [lookups],
  );
  const deliveryColumns = useMemo(
    () => withoutTerritory(deliveryLocationColumns(lookups)),
    [lookups],
  );
  return (
    <>
      {can('franchiseLocations.view') && (
        <LocationTable
          title="Franchise locations"
          collectionName={COLLECTIONS.franchiseLocations}
          records={franchiseLocationRecords}
          territoryId={id}
          columns={franchiseColumns}
          shapes={territoryFranchiseLocationsTable}
          detailPath={paths.tools.franchiseLocations.detail}
        />
      )}
      {can('deliveryLocations.view') && (
        <LocationTable
          title="Delivery locations"
          collectionName={COLLECTIONS.deliveryLocations}
          records={deliveryLocationRecords}
          territoryId={id}
          columns={deliveryColumns}
          shapes={territoryDeliveryLocationsTable}
          detailPath={paths.tools.deliveryLocations.detail}
        />
      )}
    </>
  );
}

/** Every row here belongs to this territory, so its column would say nothing. */
function withoutTerritory<T>(columns: DataTableColumn<T>[]): DataTableColumn<T>[] {
  return columns.filter((c) => c.field !== 'territoryId' && c.field !== 'territoryName');
}

function LocationTable<D extends DocumentData>({
  title,
  collectionName,
  records,
  territoryId,
  columns,
  shapes,
  detailPath,
}: {
  title: string;
  collectionName: TerritoryLocationsCollection;
  records: (firestore: Firestore) => CollectionReference<D>;
  territoryId: string;
  columns: DataTableColumn<WithId<D>>[];
  shapes: TableQueryDeclaration;
  detailPath: (id: string) => string;
}) {
  const navigate = useNavigate();
  const base = useMemo(
    () => territoryLocationsQuery<D>(records(db), collectionName, territoryId),
    [records, collectionName, territoryId],
  );
  const table = useFirestoreTable<D>({ query: base, columns, shapes });
  return (
    <Box sx={{ mt: 4 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <DataTable
        {...table}
        label={title}
        emptyMessage={`No ${title.toLowerCase()} in this territory`}
        onRowClick={(row) => navigate(detailPath(row.id))}
      />
    </Box>
  );
}
