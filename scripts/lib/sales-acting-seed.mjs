/**
 * Seed of the acting parts of approvals and the system median (issues 12 + 13), built from the
 * documents scripts/seed.mjs already made (approvals and sales seeds first):
 * - sales_adjustments: the adjustment of every seeded approved refund request, on its refund day;
 * - one approved event request ("approval-demo-harbor-fair") 9 days ahead, so the dashboard's
 *   "Upcoming events" card has a row on first start;
 * - sales_benchmarks for the last 12 calendar months and the "Last 7 days" and "Last 30 days" of
 *   the seed day. Medians as src/features/reports/model/benchmarks.ts computes them (median of
 *   per-location net after approved refunds and of average checks, cohorts of 2+ locations);
 *   sales-acting-seed.test.mjs compares both.
 *
 * @param {{ docs: [string, string, Record<string, any>][], now?: Date, ts: (d: Date) => any }} input
 * @returns {[string, string, Record<string, any>][]}
 */
export function buildSalesActingSeed({ docs, now = new Date(), ts }) {
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

  const publisher = of('users').find(([, , u]) => u.role === 'superAdmin')?.[0] ?? '';
  const days = of('sales_entries').map(([, , d]) => d);
  const periods = [];
  for (let i = 0; i < 12; i++) {
    const first = new Date(now.getFullYear(), now.getMonth() - i, 1);
    const last = new Date(now.getFullYear(), now.getMonth() - i + 1, 0);
    periods.push({ from: dayKey(first), to: dayKey(last) });
  }
  for (const n of [7, 30]) {
    const from = new Date(now);
    from.setDate(from.getDate() - (n - 1));
    periods.push({ from: dayKey(from), to: dayKey(now) });
  }
  for (const period of periods) {
    out.push([
      'sales_benchmarks',
      `${period.from}_${period.to}`,
      {
        ...period,
        cohorts: benchmarkCohorts(days, adjustments, period),
        publishedBy: publisher,
        publishedAt: ts(now),
      },
    ]);
  }
  return out;
}

const pad = (n) => String(n).padStart(2, '0');
const dayKey = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** As model/salesMath.ts adjustmentDay: the UTC day of the refund date + 12 h. */
function adjustmentDay(refundDate) {
  return new Date(refundDate.getTime() + 12 * 3600 * 1000).toISOString().slice(0, 10);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

/** As model/benchmarks.ts buildBenchmark (cohorts of at least 2 reporting locations). */
export function benchmarkCohorts(days, adjustments, { from, to }) {
  const cohorts = {};
  for (const cohort of ['restaurant', 'truck']) {
    const per = new Map();
    for (const d of days) {
      if (d.locationType !== cohort || d.date < from || d.date > to) continue;
      const t = per.get(d.locationId) ?? { net: 0, transactions: 0 };
      t.net += d.netCents;
      t.transactions += d.transactions;
      per.set(d.locationId, t);
    }
    if (per.size < 2) continue;
    const nets = [];
    const checks = [];
    for (const [locationId, t] of per) {
      const refunds = adjustments
        .filter((a) => a.locationId === locationId && a.date >= from && a.date <= to)
        .reduce((s, a) => s + a.amountCents, 0);
      const net = t.net - refunds;
      nets.push(net);
      checks.push(t.transactions > 0 ? Math.round(net / t.transactions) : 0);
    }
    cohorts[cohort] = {
      medianNetCents: median(nets),
      medianAverageCheckCents: median(checks),
      locationCount: per.size,
    };
  }
  return cohorts;
}
