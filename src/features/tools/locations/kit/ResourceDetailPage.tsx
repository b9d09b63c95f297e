import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { DocumentData } from 'firebase/firestore';
import type { AnyObject } from 'yup';
import { PageHeader } from '@/components/PageHeader';
import { useSession } from '@/features/auth';
import { formatDateTime, type DateLike } from '@/lib/format';
import { permissionFor } from './permissions';
import { RecordStatus } from './RecordStatus';
import type { ResourceConfig } from './types';
import { useDeleteRecords } from './useDeleteRecords';
import { useLookups } from './useLookups';
import { useRecord } from './useRecord';

/** The detail screen of a resource: its rows, Edit and Delete, and any resource-specific extra. */
export function ResourceDetailPage<D extends DocumentData, V extends AnyObject>({
  config,
}: {
  config: ResourceConfig<D, V>;
}) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { can } = useSession();
  const state = useRecord<D>(config, id);
  const { lookups } = useLookups(config.lookups);
  const deletion = useDeleteRecords(config, () => navigate(config.paths.list));

  if (state.status !== 'ready') {
    return (
      <>
        <PageHeader title={`${config.singular} Details`} />
        <RecordStatus state={state} singular={config.singular} />
      </>
    );
  }
  const record = state.record;
  const stamps: [string, DateLike][] = [
    ['Created', record.createdAt as DateLike],
    ['Updated', record.updatedAt as DateLike],
  ];

  return (
    <>
      <PageHeader
        title={config.titleOf(record)}
        subtitle={config.singular}
        actions={
          <>
            {can(permissionFor(config.area, 'edit')) && (
              <Button
                component={RouterLink}
                to={config.paths.edit(record.id)}
                variant="contained"
                size="large"
                startIcon={<EditIcon />}
              >
                Edit
              </Button>
            )}
            {can(permissionFor(config.area, 'delete')) && (
              <Button
                variant="outlined"
                color="error"
                size="large"
                startIcon={<DeleteIcon />}
                onClick={() => void deletion.request([record.id])}
              >
                Delete
              </Button>
            )}
          </>
        }
      />
      <Card variant="outlined">
        <CardContent>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.5, sm: 1.5 },
              m: 0,
            }}
          >
            {config.detailRows.map((row) => (
              <DetailItem key={row.label} label={row.label}>
                {row.value(record, lookups) || '—'}
              </DetailItem>
            ))}
            {stamps.map(([label, value]) => (
              <DetailItem key={label} label={label}>
                {formatDateTime(value) || '—'}
              </DetailItem>
            ))}
          </Box>
        </CardContent>
      </Card>
      {config.DetailExtra && <config.DetailExtra id={record.id} lookups={lookups} />}
      {deletion.dialog}
    </>
  );
}

function DetailItem({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
