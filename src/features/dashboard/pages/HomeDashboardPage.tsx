import type { ComponentType } from 'react';
import { Grid } from '@mui/material';
import { displayName, useSession, useSignedInUser } from '@/features/auth';
import { DashboardCard } from '@/components/DashboardCard';
import { PageHeader } from '@/components/PageHeader';
import { UpcomingEventsCard } from '@/features/approvals';
import { PastDueInspectionsCard } from '@/features/compliance';
import { dashboardCards, type CardId } from '../model/cards';
import { AnnouncementsCard } from '../components/AnnouncementsCard';
import { ApprovalsDueCard, ApprovalsReturnedCard } from '../components/ApprovalsCards';
import { ComplianceScoresCard } from '../components/ComplianceScoresCard';
import { DraftsCard } from '../components/DraftsCard';
import { OrdersCard } from '../components/OrdersCard';

/** The component of each card; a card id of model/cards.ts without one here is not shown. */
const CARD_COMPONENTS: Partial<Record<CardId, ComponentType>> = {
  ordersAwaitingApproval: () => <OrdersCard kind="approval" />,
  ordersAwaitingFulfilment: () => <OrdersCard kind="fulfilment" />,
  ownOrders: () => <OrdersCard kind="own" />,
  approvalsDue: ApprovalsDueCard,
  approvalsReturned: ApprovalsReturnedCard,
  complianceScores: ComplianceScoresCard,
  drafts: DraftsCard,
  announcements: AnnouncementsCard,
  upcomingEvents: () => <UpcomingEventsCard />,
  // Lazy like the compliance bells: its chunk loads with the first card that needs it.
  pastDueInspections: () => (
    <PastDueInspectionsCard
      fallback={<DashboardCard title="Inspections past due" status="pending" />}
    />
  ),
};

/**
 * /app (issue 14): what the signed-in user must act on today, one card per subject, each reading
 * on its own (in parallel, with its own loading, empty and error state) and linking to its list.
 * One column on tablets, two from 1200 px.
 */
export function HomeDashboardPage() {
  const { profile } = useSignedInUser();
  const { can } = useSession();
  const cards = dashboardCards(profile.role, can).flatMap((id) => {
    const Card = CARD_COMPONENTS[id];
    return Card ? [{ id, Card }] : [];
  });
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome back, ${displayName(profile)} (${profile.roleName})`}
      />
      <Grid container spacing={2}>
        {cards.map(({ id, Card }) => (
          <Grid key={id} size={{ xs: 12, lg: 6 }}>
            <Card />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
