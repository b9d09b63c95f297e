import type { ComponentType } from 'react';
import { Grid } from '@mui/material';
import type { Permission } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import {
  CogsPercentCard,
  LateSalesCard,
  NetSalesCard,
  OpenCountsCard,
  TopItemsCard,
  UnpaidRoyaltyCard,
} from '../components/dashboard/ReportCards';
import { useDashboardData, type DashboardData } from '../components/dashboard/useDashboardData';

/** The cards in screen order with the permission of the report each summarises. */
const CARDS: { id: string; needs: Permission; Card: ComponentType<{ data: DashboardData }> }[] = [
  { id: 'netSales', needs: 'franchiseSales.view', Card: NetSalesCard },
  { id: 'topItems', needs: 'itemSales.view', Card: TopItemsCard },
  { id: 'lateSales', needs: 'franchiseSales.view', Card: LateSalesCard },
  { id: 'unpaidRoyalty', needs: 'franchiseSales.view', Card: UnpaidRoyaltyCard },
  { id: 'cogs', needs: 'cogsReports.view', Card: CogsPercentCard },
  { id: 'openCounts', needs: 'inventory.view', Card: OpenCountsCard },
];

/**
 * /app/reports/dashboard (issue 14): the sales and inventory figures of the viewer's scope (every
 * location for the top roles, their territories' for franchise staff), each card linking to its
 * report. One column on tablets, two from 1200 px.
 */
export function ReportsDashboardPage() {
  const data = useDashboardData();
  const cards = CARDS.filter((c) => data.can(c.needs));
  return (
    <>
      <PageHeader
        title="Reports Dashboard"
        subtitle={data.scope.isTop ? 'All locations' : 'Your locations'}
      />
      <Grid container spacing={2}>
        {cards.map(({ id, Card }) => (
          <Grid key={id} size={{ xs: 12, lg: 6 }}>
            <Card data={data} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
