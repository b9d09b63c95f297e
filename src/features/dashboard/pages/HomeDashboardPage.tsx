import type { ComponentType } from 'react';
import { Grid } from '@mui/material';
import { displayName, useSession, useSignedInUser } from '@/features/auth';
import { PageHeader } from '@/components/PageHeader';
import { dashboardCards, type CardId } from '../model/cards';
import { AnnouncementsCard } from '../components/AnnouncementsCard';
import { ApprovalsDueCard, ApprovalsReturnedCard } from '../components/ApprovalsCards';
import { ComplianceScoresCard } from '../components/ComplianceScoresCard';
import { DraftsCard } from '../components/DraftsCard';
import { OrdersCard } from '../components/OrdersCard';

/**
 * The component of each card. A card id of model/cards.ts without a component here is not shown:
 * `upcomingEvents` (approvals, issue 12) and `pastDueInspections` (compliance scheduling,
 * issue 16) appear as soon as their features' cards are added to this map, one line each.
 */
const CARD_COMPONENTS: Partial<Record<CardId, ComponentType>> = {
  ordersAwaitingApproval: () => <OrdersCard kind="approval" />,
  ordersAwaitingFulfilment: () => <OrdersCard kind="fulfilment" />,
  ownOrders: () => <OrdersCard kind="own" />,
  approvalsDue: ApprovalsDueCard,
  approvalsReturned: ApprovalsReturnedCard,
  complianceScores: ComplianceScoresCard,
  drafts: DraftsCard,
  announcements: AnnouncementsCard,
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
