import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { countOrders, type WaitingOrderStatus } from '../api/home-queries';
import { CountLine, DashboardCard } from '@/components/DashboardCard';
import { NO_TERRITORY, useDashboardScope } from './useDashboardScope';

type OrdersCardKind = 'approval' | 'fulfilment' | 'own';

interface OrdersCardDef {
  title: string;
  lines: { status: WaitingOrderStatus; label: string }[];
  link: { to: string; label: string };
  empty: string;
}

const CARDS: Record<OrdersCardKind, OrdersCardDef> = {
  approval: {
    title: 'Orders waiting for approval',
    lines: [{ status: 'pending', label: 'pending' }],
    link: { to: paths.orders.list, label: 'Open orders' },
    empty: 'No order is waiting for approval.',
  },
  fulfilment: {
    title: 'Orders waiting for fulfilment',
    lines: [{ status: 'approved', label: 'approved, not yet fulfilled' }],
    link: { to: paths.fulfillments.tab('approved'), label: 'Open fulfillments' },
    empty: 'No approved order is waiting to be fulfilled.',
  },
  own: {
    title: 'Your orders',
    lines: [
      { status: 'pending', label: 'waiting for approval' },
      { status: 'revision', label: 'returned for revision' },
    ],
    link: { to: paths.orders.list, label: 'Open orders' },
    empty: 'No order is waiting for approval or returned for revision.',
  },
};

/**
 * Orders someone must act on: corporate approves pending ones, the Fulfillment team ships
 * approved ones, franchise staff follow their territories' pending and returned orders.
 */
export function OrdersCard({ kind }: { kind: OrdersCardKind }) {
  const { scope, scopeKey } = useDashboardScope();
  const def = CARDS[kind];
  const counts = useQuery({
    queryKey: ['dashboard', 'orders', kind, scopeKey],
    queryFn: () =>
      scope.kind === 'none'
        ? Promise.resolve(def.lines.map(() => 0))
        : Promise.all(def.lines.map((line) => countOrders(db, scope, line.status))),
  });
  const values = counts.data ?? [];
  const empty = scope.kind === 'none' ? NO_TERRITORY : values.every((v) => v === 0) && def.empty;
  return (
    <DashboardCard title={def.title} link={def.link} query={counts} empty={empty}>
      {def.lines.map((line, i) => (
        <CountLine
          key={line.status}
          value={values[i] ?? 0}
          label={line.label}
          testId={`orders-${kind}-${line.status}`}
        />
      ))}
    </DashboardCard>
  );
}
