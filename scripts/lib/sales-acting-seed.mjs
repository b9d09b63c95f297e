import { cogsDocuments } from './cogs-rollups-seed.mjs';

/**
 * Seed of the acting parts of approvals and the system median (issues 12 + 13), built from the
 * documents scripts/seed.mjs already made (approvals and sales seeds first):
 * - sales_adjustments: the adjustment of every seeded approved refund request, on its refund day;
 * - one approved event request ("approval-demo-harbor-fair") 9 days ahead, so the dashboard's
 *   "Upcoming events" card has a row on first start;
 * - sales_benchmarks of every standard period of the seed day, exactly the documents the server's
 *   benchmark job writes for that day: `benchmarkDocuments` is the app's own pure model
 *   (src/features/reports/model/benchmarks.ts), passed in by scripts/seed.mjs, never a copy, and
 *   `cogsFigures` the COGS % of the seeded inventory periods as the job computes them
 *   (src/features/reports/inventory/model/cogsSources.ts systemCogsFigures over the standard
 *   periods' span), from the documents in `docs` (call it after the inventory and COGS seeds).
 *
 * @param {{ docs: [string, string, Record<string, any>][], now?: Date, ts: (d: Date) => any,
 *   benchmarkDocuments: (days: any[], adjustments: any[], asOf: string, periods?: any[]) => { id: string, data: Record<string, any> }[],
 *   cogsFigures?: (cogsDocuments: Record<string, any>, asOf: string) => any[] }} input
 * @returns {[string, string, Record<string, any>][]}
 */
export function buildSalesActingSeed({
  docs,
  now = new Date(),
  ts,
  benchmarkDocuments,
  cogsFigures,
}) {
  const out = [];
  const of = (collection) => docs.filter(([c]) => c === collection);

  const adjustments = [];
  for (const [, id, a] of of('approvals')) {
    if (a.formId !== 'refund' || a.status !== 'approved') continue;
    const date = adjustmentDay(a.refundDate.toDate());
    const adjustment = {
      approvalId: id,
      kind: 'approvedRefund',
      territoryId: a.territoryId,
      locationId: a.franchiseeLocationId,
      locationName: a.franchiseeLocationName,
      locationType: a.franchiseeLocationType,
      date,
      month: date.slice(0, 7),
      amountCents: a.amountCents,
      approvedBy: a.history.at(-1).by,
      createdAt: a.history.at(-1).at,
    };
    adjustments.push(adjustment);
    out.push(['sales_adjustments', id, adjustment]);
  }

  const template = of('approvals').find(([, , a]) => a.formId === 'event');
  if (template) {
    const [, , a] = template;
    const at = (offset, hours = 12) => {
      const d = new Date(now);
      d.setDate(d.getDate() + offset);
      d.setHours(hours, 0, 0, 0);
      return ts(d);
    };
    const [approverId, approver] = of('users').find(([, , u]) => u.role === 'superAdmin') ?? [
      a.userId,
      { firstName: a.requesterName, lastName: '' },
    ];
    const approverName = `${approver.firstName} ${approver.lastName}`.trim();
    const entry = (by, byName, from, to, offset) => ({
      by,
      byName,
      at: at(offset),
      from,
      to,
      notes: '',
      changes: [],
    });
    const history = [
      entry(a.userId, a.requesterName, '', 'submitted', -20),
      entry(approverId, approverName, 'submitted', 'approved', -15),
    ];
    out.push([
      'approvals',
      'approval-demo-harbor-fair',
      {
        ...a,
        status: 'approved',
        name: 'Harbor fair truck stop',
        details: 'Truck at the harbor fair, lunch and dinner.',
        eventTimeAndDate: at(9, 11),
        venue: 'Harbor fairground',
        expectedGuests: 800,
        dueDate: at(-5, 0),
        revisionNotes: [],
        history,
        readRecipients: [],
        createdAt: history[0].at,
        updatedAt: history[1].at,
        lastUpdated: history[1].at,
      },
    ]);
  }

  const days = of('sales_entries').map(([, , d]) => d);
  const asOf = dayKey(now);
  const periods = cogsFigures ? cogsFigures(cogsDocuments(docs), asOf) : [];
  for (const { id, data } of benchmarkDocuments(days, adjustments, asOf, periods)) {
    out.push(['sales_benchmarks', id, data]);
  }
  return out;
}

const pad = (n) => String(n).padStart(2, '0');
const dayKey = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** As model/salesMath.ts adjustmentDay: the UTC day of the refund date + 12 h. */
function adjustmentDay(refundDate) {
  return new Date(refundDate.getTime() + 12 * 3600 * 1000).toISOString().slice(0, 10);
}
