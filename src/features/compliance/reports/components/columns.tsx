import { Box, Chip, IconButton, Tooltip } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import type { DataTableColumn, WithId } from '@/components/DataTable';
import type { ComplianceReportDoc } from '@/data/complianceReports';
import { formatDate } from '@/lib/format';
import { isUnreadBy } from '../model/report';
import { DraftAuthor } from './DraftAuthor';
import { ResultChip, ScoreChip } from './ScoreChips';

/** A `compliance_reports` row as the server-paged table receives it (readComplianceReport). */
export type ReportRow = WithId<ComplianceReportDoc>;

/** Runs a row action without also opening the row. */
const only = (action: () => void) => (event: { stopPropagation(): void }) => {
  event.stopPropagation();
  action();
};

/** Columns of the published reports list (spec 02 §2); `onEdit` only with Edit permission. */
export function publishedColumns(
  uid: string,
  onEdit: ((row: ReportRow) => void) | null,
): DataTableColumn<ReportRow>[] {
  const columns: DataTableColumn<ReportRow>[] = [
    {
      field: 'serialNo',
      header: 'Report #',
      width: 110,
      render: (row) => {
        const unread = isUnreadBy(row, uid);
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box component="span" sx={{ fontWeight: unread ? 700 : 400 }}>
              #{row.serialNo}
            </Box>
            {unread && <Chip size="small" color="primary" label="New" aria-label="Unread" />}
          </Box>
        );
      },
    },
    {
      field: 'franchiseeLocationName',
      header: 'Location',
      // The type sits under the name: one column less keeps the table whole on a tablet.
      render: (row) => (
        <>
          <Box component="span" sx={{ display: 'block' }}>
            {row.franchiseeLocationName}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {row.franchiseeLocationTypeName}
          </Box>
        </>
      ),
    },
    { field: 'territoryName', header: 'Territory' },
    {
      field: 'score',
      header: 'Score',
      width: 100,
      render: (row) => (
        <ScoreChip score={row.score} scoreName={row.scoreName} result={row.result} />
      ),
    },
    {
      field: 'result',
      header: 'Result',
      width: 100,
      render: (row) => <ResultChip result={row.result} resultName={row.resultName} />,
    },
    {
      field: 'createdAt',
      header: 'Date',
      width: 130,
      render: (row) => formatDate(row.createdAt ?? null),
    },
  ];
  if (onEdit) {
    columns.push({
      field: 'id',
      key: 'edit',
      header: 'Actions',
      width: 90,
      align: 'center',
      render: (row) => (
        <Tooltip title="Edit">
          <IconButton aria-label={`Edit report #${row.serialNo}`} onClick={only(() => onEdit(row))}>
            <EditIcon />
          </IconButton>
        </Tooltip>
      ),
    });
  }
  return columns;
}

/** Columns of the drafts list; edit is the row click, delete only with Delete permission. */
export function draftColumns(
  onDelete: ((row: ReportRow) => void) | null,
  onEdit: (row: ReportRow) => void,
  /** The viewer: only the author edits a draft (firestore.rules), so others' have no Edit. */
  me: string,
  /** The top roles list everyone's drafts: who wrote each is then a column. */
  everyone: boolean,
): DataTableColumn<ReportRow>[] {
  return [
    { field: 'franchiseeLocationName', header: 'Location' },
    { field: 'franchiseeLocationTypeName', header: 'Type', width: 110 },
    { field: 'territoryName', header: 'Territory' },
    ...(everyone
      ? [
          {
            field: 'userId',
            header: 'Author',
            render: (row: ReportRow) => <DraftAuthor uid={row.userId} me={me} />,
          } satisfies DataTableColumn<ReportRow>,
        ]
      : []),
    {
      field: 'createdAt',
      header: 'Created',
      width: 130,
      render: (row) => formatDate(row.createdAt ?? null),
    },
    {
      field: 'id',
      key: 'actions',
      header: 'Actions',
      width: 120,
      align: 'center',
      render: (row) => (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          {row.userId === me && (
            <Tooltip title="Edit draft">
              <IconButton
                aria-label={`Edit draft for ${row.franchiseeLocationName}`}
                onClick={only(() => onEdit(row))}
              >
                <EditIcon />
              </IconButton>
            </Tooltip>
          )}
          {onDelete && (
            <Tooltip title="Delete draft">
              <IconButton
                aria-label={`Delete draft for ${row.franchiseeLocationName}`}
                onClick={only(() => onDelete(row))}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      ),
    },
  ];
}
