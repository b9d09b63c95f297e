/**
 * Seed of royalty statements (issue 26), built from the documents scripts/seed.mjs already made
 * (sales entries, approved refund adjustments, rates): every enabled location's statement of each
 * full month from the first seeded one to the last ended one, exactly as the server's job issues
 * it (`refreshStatement`, functions/src/royalty/statementRules.ts, passed in by scripts/seed.mjs:
 * never a copy), then answered the way a year of use leaves them:
 * - months before the last two: confirmed on the 5th of the next month (invoice, due 15 days
 *   later) and paid in full 10 days after confirmation;
 * - the month before last: confirmed and paid except at the first location, where it is unpaid
 *   past due (the flag on the statements and the reports dashboard);
 * - the last ended month: issued, awaiting the franchisee's answer (the sales browser test
 *   reports days of it).
 * The invoice counters of each year follow the numbers used; each statement stores its
 * `unpaidDueDate` as the server's writes do.
 *
 * @param {{ docs: [string, string, Record<string, any>][], now?: Date,
 *   refreshStatement: (existing: any, sources: any, event: any) => Record<string, any> | null,
 *   invoiceNumber: (year: string, sequence: number) => string,
 *   dueDateAfter: (day: string) => string,
 *   unpaidDueDate: (statement: any) => string | null }} input
 * @returns {[string, string, Record<string, any>][]}
 */
export function buildRoyaltySeed({
  docs,
  now = new Date(),
  refreshStatement,
  invoiceNumber,
  dueDateAfter,
  unpaidDueDate,
}) {
  const out = [];
  const of = (collection) => docs.filter(([c]) => c === collection);
  const superAdmin = of('users').find(([, , u]) => u.role === 'superAdmin')?.[2];
  const corporate = superAdmin ? `${superAdmin.firstName} ${superAdmin.lastName}` : 'Corporate';
  const owner = of('users').find(([, , u]) => u.role === 'franchiseeOwner')?.[2];
  const franchisee = owner ? `${owner.firstName} ${owner.lastName}` : 'Franchisee';

  const pad = (n) => String(n).padStart(2, '0');
  const monthOf = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
  const current = monthOf(now);
  const nextMonth = (month) => {
    const [y, m] = month.split('-').map(Number);
    return m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`;
  };
  const entries = of('sales_entries').map(([, , d]) => d);
  const adjustments = of('sales_adjustments').map(([, id, d]) => ({ ...d, approvalId: id }));
  const rates = new Map(of('royalty_settings').map(([, id, d]) => [id, { locationId: id, ...d }]));
  // The oldest seeded month is partial: statements start with the first full month.
  const first = nextMonth(entries.reduce((m, d) => (d.month < m ? d.month : m), current));
  const months = [];
  for (let m = first; m < current; m = nextMonth(m)) months.push(m);
  const lastEnded = months.at(-1);
  const beforeLast = months.at(-2);

  const sequences = new Map();
  const locations = of('franchise_locations')
    .filter(([, id, d]) => d.enabled && rates.has(id))
    .sort(([, a], [, b]) => a.localeCompare(b));
  locations.forEach(([, locationId, loc], index) => {
    for (const month of months) {
      const after = nextMonth(month);
      const event = (day, byName) => ({ at: `${after}-${pad(day)}T14:00:00.000Z`, byName });
      const statement = refreshStatement(
        null,
        {
          month,
          place: { locationId, locationName: loc.name, territoryId: loc.territoryId },
          rates: rates.get(locationId),
          days: entries.filter((d) => d.locationId === locationId && d.month === month),
          adjustments: adjustments.filter((a) => a.locationId === locationId && a.month === month),
        },
        event(1, 'Harbor Ops'),
      );
      if (!statement) continue;
      if (month !== lastEnded) {
        const confirmDay = `${after}-05`;
        const year = confirmDay.slice(0, 4);
        const sequence = (sequences.get(year) ?? 0) + 1;
        sequences.set(year, sequence);
        const number = invoiceNumber(year, sequence);
        const dueDate = dueDateAfter(confirmDay);
        statement.status = 'confirmed';
        statement.invoiceNumber = number;
        statement.dueDate = dueDate;
        statement.history.push({
          ...event(5, franchisee),
          kind: 'confirmed',
          text: `Invoice ${number}, due ${dueDate}`,
        });
        const unpaid = month === beforeLast && index === 0;
        if (!unpaid && statement.dueCents > 0) {
          const payment = {
            amountCents: statement.dueCents,
            date: `${after}-15`,
            reference: `ACH ${number}`,
            byName: corporate,
          };
          statement.payments = [payment];
          statement.paidCents = statement.dueCents;
          statement.history.push({
            ...event(15, corporate),
            kind: 'payment',
            text: payment.reference,
            amountCents: payment.amountCents,
          });
        }
      }
      out.push([
        'royalty_statements',
        `${locationId}_${month}`,
        { ...statement, unpaidDueDate: unpaidDueDate(statement) },
      ]);
    }
  });
  for (const [year, value] of sequences)
    out.push(['counters', `royaltyInvoices-${year}`, { value }]);
  return out;
}
