import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useSession, useSignedInUser } from '@/features/auth';
import { isTopRole } from '@/features/referenceData';
import { errorText } from '@/lib/errors';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { saveCountLine, type CountLineCheck } from '../api/inventory-reports';
import {
  completeInventoryCount,
  INVENTORY_OFFLINE_MESSAGE,
  linesReachedServer,
} from '../api/inventory-steps';
import { CountLineRow } from '../components/CountLineRow';
import { CountReviewDialog } from '../components/CountReviewDialog';
import { InventoryStatusChip } from '../components/InventoryStatusChip';
import { useCountSheet } from '../hooks/useCountSheet';
import type { CountLine } from '../model/cogs';
import { countReadiness } from '../model/countFlags';
import { groupByArea, percentCounted, type CountItem } from '../model/countSheet';
import { countInProgress, markRestAsZero, type CountKind } from '../model/inventoryStatus';

const TITLES: Record<CountKind, string> = { opening: 'Opening count', closing: 'Closing count' };

/**
 * inventory/:id/opening and /closing: the count sheet, tablet-first. Items are grouped by the
 * location type's storage areas in shelf order with % counted per area; each line saves on its
 * own (its own document), through a dropped connection too (persistent cache), and the review
 * step refuses blank lines and unanswered flags before the count completes, at once here and
 * again by the server (completeInventoryCount re-reads every line), whose refusal is shown.
 */
function CountSheet({ count }: { count: CountKind }) {
  const { id = '' } = useParams();
  const { can } = useSession();
  const { user, profile } = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const sheet = useCountSheet(id, count);
  const [reviewing, setReviewing] = useState(false);
  const [completing, setCompleting] = useState(false);
  const { report, items, areas, lines, expected } = sheet;

  const editable = Boolean(
    report &&
    can('inventory.edit') &&
    !isTopRole(profile.role) &&
    countInProgress(report.status) === count,
  );
  const groups = useMemo(
    () => (report && items && areas ? groupByArea(items, areas, report.locationType) : []),
    [report, items, areas],
  );
  const itemIds = useMemo(() => (items ?? []).map((i) => i.id), [items]);
  // The same readiness the server checks before it completes the count (model/countFlags.ts).
  const readiness = useMemo(
    () => countReadiness(itemIds, lines.lines, lines.checks, expected),
    [itemIds, lines, expected],
  );
  const flagged = useMemo(() => new Set(readiness.flagged), [readiness]);
  const unsynced = useMemo(() => new Set(lines.unsynced), [lines]);

  const save = useCallback(
    (item: CountItem, line: CountLine, check?: CountLineCheck) => {
      // Not awaited: offline, the write waits in the persistent cache and the line shows
      // "Not synced yet" until the server has it.
      saveCountLine(db, user.uid, id, count, item.id, line, check ?? lines.checks[item.id]).catch(
        (error: unknown) => {
          console.error('Saving a count line failed', error);
          enqueueSnackbar(`${item.itemDesc} could not be saved. Try again.`, { variant: 'error' });
        },
      );
    },
    [user.uid, id, count, lines.checks, enqueueSnackbar],
  );

  if (sheet.query.status !== 'success' || !items || !areas) {
    return (
      <QueryState
        query={sheet.query}
        loadingLabel="Loading the count"
        errorMessage="This count could not be loaded. Please try again."
      />
    );
  }
  if (!report) return <Alert severity="error">This inventory period does not exist.</Alert>;

  const { blank } = readiness;
  const byId = new Map(items.map((i) => [i.id, i]));
  const complete = async () => {
    setCompleting(true);
    try {
      // The server reads the lines it has: a line still on this device would be blank there.
      if (!(await linesReachedServer(db))) {
        enqueueSnackbar(
          navigator.onLine
            ? 'Some lines have not reached the server yet. Complete the count once every change is synced.'
            : INVENTORY_OFFLINE_MESSAGE,
          { variant: 'warning' },
        );
        setCompleting(false);
        return;
      }
      await completeInventoryCount(report.id, count);
      await sheet.refetchReport();
      enqueueSnackbar(`${TITLES[count]} completed`, { variant: 'success' });
      navigate(paths.inventory.report(report.id));
    } catch (error) {
      console.error('Completing the count failed', error);
      // The server's sentence (how many lines are missing or unanswered, or why not).
      enqueueSnackbar(errorText(error), { variant: 'error' });
      // Its expectations are of this moment: the sheet recomputes them, and the period's status.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['inventory', 'expected', report.id, count] }),
        sheet.refetchReport(),
      ]);
      setCompleting(false);
    }
  };

  return (
    <Box sx={{ pb: 10 }}>
      <PageHeader
        title={`${TITLES[count]}: ${report.name}`}
        subtitle={`${report.locationName} · ${report.locationType === 'truck' ? 'Truck' : 'Restaurant'}`}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <InventoryStatusChip status={report.status} />
        <Chip
          label={`${percentCounted(itemIds, lines.lines)}% counted`}
          data-testid="percent-counted"
        />
        {unsynced.size > 0 && (
          <Chip
            color="warning"
            role="status"
            label={`${unsynced.size} ${unsynced.size === 1 ? 'change' : 'changes'} not synced`}
          />
        )}
        <Link
          component={RouterLink}
          to={paths.inventory.report(report.id)}
          sx={{ alignSelf: 'center' }}
        >
          Period summary
        </Link>
      </Stack>
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {countInProgress(report.status) === count
            ? 'Counts are taken by the location staff; you can read this count.'
            : 'This count is not in progress: it is shown read-only.'}
        </Alert>
      )}
      <Stack spacing={2}>
        {groups.map((group) => {
          const ids = group.items.map((i) => i.id);
          const pct = percentCounted(ids, lines.lines);
          return (
            <Card key={group.area} variant="outlined" component="section" aria-label={group.area}>
              <CardContent>
                <Stack
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}
                >
                  <Typography variant="h6" component="h2">
                    {group.area}
                  </Typography>
                  <Typography color="text.secondary">{pct}% counted</Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={pct}
                  aria-label={`${group.area} counted`}
                  sx={{ my: 1 }}
                />
                {group.items.map((item) => (
                  <CountLineRow
                    key={item.id}
                    item={item}
                    saved={lines.lines[item.id]}
                    unsynced={unsynced.has(item.id)}
                    expected={expected[item.id]}
                    flagged={flagged.has(item.id)}
                    note={lines.checks[item.id]?.note}
                    readOnly={!editable}
                    onSave={save}
                  />
                ))}
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      {editable && (
        <Paper
          elevation={6}
          sx={{
            position: 'fixed',
            bottom: 0,
            right: 0,
            left: { xs: 0, lg: 260 },
            p: 1.5,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            gap: 2,
            zIndex: 'appBar',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {blank.length === 0 ? 'Every line counted' : `${blank.length} not counted`}
          </Typography>
          <Button variant="contained" size="large" onClick={() => setReviewing(true)}>
            Review and complete
          </Button>
        </Paper>
      )}
      {reviewing && editable && (
        <CountReviewDialog
          title={`Review the ${count} count`}
          blank={blank.map((bid) => byId.get(bid)!).filter(Boolean)}
          flagged={[...flagged].map((fid) => byId.get(fid)!).filter(Boolean)}
          lines={lines.lines}
          checks={lines.checks}
          expected={expected}
          completing={completing}
          onMarkRestZero={() => {
            for (const [itemId, line] of Object.entries(markRestAsZero(itemIds, lines.lines))) {
              const item = byId.get(itemId);
              if (item) save(item, line);
            }
          }}
          onCheck={(item, check) => {
            const line = lines.lines[item.id];
            if (line) save(item, line, check);
          }}
          onComplete={() => void complete()}
          onClose={() => setReviewing(false)}
        />
      )}
    </Box>
  );
}

export function OpeningCountPage() {
  return <CountSheet count="opening" />;
}

export function ClosingCountPage() {
  return <CountSheet count="closing" />;
}
