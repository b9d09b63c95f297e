import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { BarChart } from '@/components/Charts';
import { format, parseISO } from 'date-fns';
import { Link as RouterLink } from 'react-router-dom';
import { CountLine, DashboardCard } from '@/components/DashboardCard';
import { paths } from '@/lib/paths';
import { NO_SALES } from '../../inventory/model/cogsFormat';
import { STATUS_LABELS } from '../../inventory/model/inventoryStatus';
import {
  axisCents,
  lateSalesReports,
  latestClosedCogsPercent,
  topItems,
  weeklyNetSales,
  type LocationCogsPercent,
} from '../../model/dashboard';
import { formatBps, formatCents } from '../../model/salesMath';
import { balanceCents, monthLabel } from '../../model/statements';
import { ChangeText } from '../ChangeText';
import { cardStatus, type DashboardData } from './useDashboardData';

const shortDay = (day: string) => format(parseISO(day), 'dd MMM');
const spanText = ({ from, to }: { from: string; to: string }) =>
  `${shortDay(from)} – ${shortDay(to)}`;
const weekText = (w: DashboardData['weeks']) => spanText(w.current);

/** Net sales of the last 7 days against the 7 before, in total and per location (a chart). */
export function NetSalesCard({ data }: { data: DashboardData }) {
  const { scope, weeks, sales } = data;
  const figures = weeklyNetSales(sales.data ?? [], scope.locations, weeks);
  const nothing = figures.currentCents === 0 && figures.previousCents === 0;
  return (
    <DashboardCard
      title="Net sales this week"
      link={{ to: paths.reports.franchiseSales, label: 'Open franchise sales' }}
      status={cardStatus(scope, sales, true)}
      empty={nothing && 'No sales reported in the last two weeks.'}
    >
      <Typography variant="h4" component="p" data-testid="net-sales-week">
        {formatCents(figures.currentCents)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {weekText(weeks)} · <ChangeText change={figures.change} /> per reported day against the 7
        days before ({formatCents(figures.previousCents)})
      </Typography>
      {figures.locations.length > 0 && (
        <BarChart
          height={80 + figures.locations.length * 48}
          layout="horizontal"
          margin={{ right: 24 }}
          yAxis={[{ scaleType: 'band', data: figures.locations.map((l) => l.name), width: 140 }]}
          xAxis={[{ valueFormatter: axisCents }]}
          series={[
            {
              data: figures.locations.map((l) => l.currentCents),
              label: 'This week',
              valueFormatter: (v) => formatCents(v ?? 0),
            },
            {
              data: figures.locations.map((l) => l.previousCents),
              label: 'Week before',
              valueFormatter: (v) => formatCents(v ?? 0),
            },
          ]}
        />
      )}
    </DashboardCard>
  );
}

/** Locations with days of the week not reported yet (sales are reported day by day). */
export function LateSalesCard({ data }: { data: DashboardData }) {
  const { scope, weeks, sales } = data;
  const late = lateSalesReports(sales.data ?? [], scope.locations, weeks.current);
  return (
    <DashboardCard
      title="Late sales reports"
      link={{ to: paths.reports.franchiseSales, label: 'Report sales' }}
      status={cardStatus(scope, sales, true)}
      empty={late.length === 0 && `Every location reported every day of ${weekText(weeks)}.`}
    >
      <List dense disablePadding>
        {late.map((l) => (
          <ListItem key={l.id} disableGutters data-testid={`late-${l.id}`}>
            <ListItemText
              primary={l.name}
              secondary={`${l.missing.length} day${l.missing.length === 1 ? '' : 's'} not reported: ${l.missing.map(shortDay).join(', ')}`}
            />
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}

/** The best-selling items of the last 30 days by revenue (what orders delivered; item_sales_daily). */
export function TopItemsCard({ data }: { data: DashboardData }) {
  const { scope, weeks, itemSales } = data;
  const top = itemSales.data ? topItems(itemSales.data.totals, itemSales.data.names) : [];
  return (
    <DashboardCard
      title="Top items, last 30 days"
      link={{ to: paths.reports.itemSales, label: 'Open item sales' }}
      status={cardStatus(scope, itemSales)}
      empty={top.length === 0 && `No item sold ${spanText(weeks.month)}.`}
    >
      <Box data-testid="top-items">
        <BarChart
          height={60 + top.length * 44}
          layout="horizontal"
          margin={{ right: 24 }}
          yAxis={[{ scaleType: 'band', data: top.map((i) => i.itemDesc), width: 140 }]}
          xAxis={[{ valueFormatter: axisCents }]}
          series={[
            {
              data: top.map((i) => i.cents),
              label: 'Revenue',
              valueFormatter: (v, { dataIndex }) =>
                `${formatCents(v ?? 0)} (${top[dataIndex]?.qty ?? 0} cases)`,
            },
          ]}
        />
        <List dense disablePadding>
          {top.map((i, n) => (
            <ListItem key={i.itemId} disableGutters>
              <ListItemText
                primary={`${n + 1}. ${i.itemDesc}`}
                secondary={`${formatCents(i.cents)} · ${i.qty} case${i.qty === 1 ? '' : 's'}`}
              />
            </ListItem>
          ))}
        </List>
      </Box>
    </DashboardCard>
  );
}

/**
 * Inventory periods not closed yet (counts in progress and open periods awaiting a closing):
 * how many, and the longest open of them.
 */
export function OpenCountsCard({ data }: { data: DashboardData }) {
  const { scope, inventory } = data;
  const { count = 0, oldest = [] } = inventory.data ?? {};
  const more = count - oldest.length;
  return (
    <DashboardCard
      title="Open inventory counts"
      link={{ to: paths.inventory.list, label: 'Open inventory reports' }}
      status={cardStatus(scope, inventory)}
      empty={count === 0 && 'No inventory period is open.'}
    >
      <CountLine value={count} label={`open period${count === 1 ? '' : 's'}`} />
      <List dense disablePadding>
        {oldest.map((r) => (
          <ListItem key={r.id} disableGutters sx={{ minHeight: 44 }}>
            <Link component={RouterLink} to={paths.inventory.report(r.id)}>
              {r.locationName}: {r.name}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {STATUS_LABELS[r.status]}
            </Typography>
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography color="text.secondary">
          {`and ${more} more open ${more === 1 ? 'period' : 'periods'}, the longest open listed`}
        </Typography>
      )}
    </DashboardCard>
  );
}

const cogsText = (line: LocationCogsPercent) => {
  if (line.missing === null) return formatBps(line.cogsPercentBps);
  if (line.missing === 'noSales') return NO_SALES;
  return line.missing === 'noClosedPeriod' ? 'No closed period' : 'Counts incomplete';
};

/** COGS % of net sales of each enabled location's latest closed inventory period. */
export function CogsPercentCard({ data }: { data: DashboardData }) {
  const { scope, cogs } = data;
  const trends = new Map(cogs.trends.map((t) => [t.locationId, t]));
  const lines = cogs.locations
    .map((l) => latestClosedCogsPercent(l, trends.get(l.id)))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <DashboardCard
      title="COGS %"
      link={{ to: paths.reports.cogs, label: 'Open COGS reports' }}
      status={cardStatus(scope, cogs, true)}
      empty={lines.length === 0 && 'No franchise location is in your scope.'}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Cost of goods of the latest closed inventory period, as a share of its net sales.
      </Typography>
      <List dense disablePadding>
        {lines.map((l) => (
          <ListItem key={l.id} disableGutters data-testid={`cogs-${l.id}`}>
            <ListItemText
              primary={l.name}
              secondary={l.missing === 'noClosedPeriod' ? undefined : l.periodName}
            />
            <Typography variant="h6" component="span" sx={{ ml: 2, whiteSpace: 'nowrap' }}>
              {cogsText(l)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}

/**
 * Confirmed royalty statements still unpaid after their due date: what they owe in all, the
 * oldest due first, and how many more there are.
 */
export function UnpaidRoyaltyCard({ data }: { data: DashboardData }) {
  const { scope, statements } = data;
  const { count = 0, owedCents = 0, oldest = [] } = statements.data ?? {};
  const more = count - oldest.length;
  return (
    <DashboardCard
      title="Royalty unpaid past due"
      link={{ to: paths.reports.franchiseSales, label: 'Open royalty statements' }}
      status={cardStatus(scope, statements)}
      empty={count === 0 && 'Every confirmed statement is paid or not yet due.'}
    >
      <Typography variant="h4" component="p" color="error" data-testid="royalty-overdue">
        {formatCents(owedCents)}
      </Typography>
      <List dense disablePadding>
        {oldest.map((s) => (
          <ListItem key={s.id} disableGutters data-testid={`overdue-${s.id}`}>
            <ListItemText
              primary={`${s.locationName} · ${monthLabel(s.month)}`}
              secondary={`${formatCents(balanceCents(s))} unpaid of invoice ${s.invoiceNumber}, due ${shortDay(s.dueDate)}`}
            />
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography color="text.secondary" data-testid="royalty-overdue-more">
          {`and ${more} more ${more === 1 ? 'statement' : 'statements'} unpaid past due`}
        </Typography>
      )}
    </DashboardCard>
  );
}
