/**
 * Which lines of a count are far from what was expected, and whether each flagged line has been
 * answered (a recount confirmed, or a note) before the count may complete (issue 14). Pure: the
 * count sheet shows it, and the server's completeInventoryCount callable (functions/src/inventory)
 * refuses a count with it, from the same documents.
 */
import type { CountKind, CountLineDoc } from '@/data/shapes/inventory';
import { lineQuantity, type CountLine } from './cogs';
import { blankItems } from './inventoryStatus';
import { expectedQuantity, isFlagged, usagePerDay } from './variance';

/** What a counter added to a flagged line. */
export interface LineCheck {
  note?: string;
  recounted?: boolean;
}

export const MAX_NOTE = 500;

/** The last closed period of the location, for its usage rate. */
export interface PreviousPeriod {
  opening: Readonly<Record<string, CountLine>>;
  closing: Readonly<Record<string, CountLine>>;
  /** Eaches received per item between its counts. */
  received: Readonly<Record<string, number>>;
  days: number;
}

export interface ExpectationContext {
  /** The count this one follows: the opening of this period, or the last closing. */
  baseline: Readonly<Record<string, CountLine>>;
  /** Eaches received per item since the baseline count. */
  received: Readonly<Record<string, number>>;
  /** Days since the baseline count. */
  days: number;
  previous: PreviousPeriod | null;
}

/** The expected quantity per item; items without a baseline figure have none (never flagged). */
export function expectedByItem(
  itemIds: readonly string[],
  ctx: ExpectationContext,
): Record<string, number> {
  const result: Record<string, number> = {};
  for (const id of itemIds) {
    const base = lineQuantity(ctx.baseline[id]);
    if (base === null) continue;
    let rate: number | null = null;
    if (ctx.previous) {
      const open = lineQuantity(ctx.previous.opening[id]);
      const close = lineQuantity(ctx.previous.closing[id]);
      if (open !== null && close !== null) {
        rate = usagePerDay(open, ctx.previous.received[id] ?? 0, close, ctx.previous.days);
      }
    }
    result[id] = expectedQuantity({
      opening: base,
      received: ctx.received[id] ?? 0,
      usagePerDay: rate,
      days: ctx.days,
    });
  }
  return result;
}

/** Items whose counted quantity is far from the expected one. */
export function flaggedItems(
  lines: Readonly<Record<string, CountLine>>,
  expected: Readonly<Record<string, number>>,
): string[] {
  return Object.keys(expected).filter((id) => {
    const q = lineQuantity(lines[id]);
    return q !== null && isFlagged(q, expected[id]);
  });
}

/** A flagged line is answered by a confirmed recount or a note. */
export const isAnswered = (check: LineCheck | undefined) =>
  check?.recounted === true || (check?.note ?? '').trim().length > 0;

/** Flagged items still needing a recount or a note: the count cannot complete while any remain. */
export function unansweredFlags(
  flagged: readonly string[],
  checks: Readonly<Record<string, LineCheck>>,
): string[] {
  return flagged.filter((id) => !isAnswered(checks[id]));
}

/** Whole days between two instants, at least 1 (a same-day count still has a usage day). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(1, Math.round((to.getTime() - from.getTime()) / 86_400_000));
}

/** A saved line (count_lines, as src/data/shapes/inventory.ts readCountLine reads it). */
type SavedLine = Pick<CountLineDoc, 'itemId' | 'state' | 'quantity' | 'note' | 'recounted'>;

/** A saved line as the count sheet holds it (a stored line is never blank). */
export const countLineOf = (line: Pick<SavedLine, 'state' | 'quantity'>): CountLine =>
  line.state === 'zero' ? { state: 'zero' } : { state: 'counted', quantity: line.quantity };

/** One count as its saved lines say: each item's line, and each flagged line's answer. */
export function countOfSavedLines(saved: readonly SavedLine[]): {
  lines: Record<string, CountLine>;
  checks: Record<string, LineCheck>;
} {
  const lines: Record<string, CountLine> = {};
  const checks: Record<string, LineCheck> = {};
  for (const line of saved) {
    lines[line.itemId] = countLineOf(line);
    if (line.note || line.recounted) {
      checks[line.itemId] = { note: line.note, recounted: line.recounted };
    }
  }
  return { lines, checks };
}

/** A fulfilled order as counting reads it: when it was fulfilled and its cases per item. */
export interface ReceivedOrder {
  fulfilledAt: Date | null;
  lines: readonly { id: string; quantity: number }[];
}

/** Cases received per item on the orders fulfilled in (from, to]. */
export function receivedCases(
  orders: readonly ReceivedOrder[],
  from: Date,
  to: Date,
): Record<string, number> {
  const cases: Record<string, number> = {};
  for (const order of orders) {
    const at = order.fulfilledAt;
    if (!at || at <= from || at > to) continue;
    for (const line of order.lines) cases[line.id] = (cases[line.id] ?? 0) + line.quantity;
  }
  return cases;
}

/** A period as its expectations read it: its two count stamps. */
export interface ExpectationPeriod {
  openingCountedAt: Date | null;
  closingCountedAt: Date | null;
}

/** How the expectations read a period's lines and orders (the web SDK's or the Admin SDK's). */
export interface ExpectationReads<P extends ExpectationPeriod> {
  lines(period: P, count: CountKind): Promise<Readonly<Record<string, CountLine>>>;
  /** The orders fulfilled at the period's delivery point (none when it names none). */
  orders(period: P): Promise<readonly ReceivedOrder[]>;
}

export interface CountExpectationInput<P extends ExpectationPeriod> {
  count: CountKind;
  /** The items counted, with their pack sizes (received cases become eaches). */
  items: readonly { id: string; unitsPerCase: number }[];
  period: P;
  /** The last closed period before it (previousClosedPeriod), or null. */
  previous: P | null;
  now: Date;
}

/**
 * What each line of a count is expected to find at `now` (variance.ts): the count before it
 * (this period's opening for a closing, the last closing for an opening) + what was received
 * since - the last closed period's usage rate x the days since. No earlier count, no
 * expectation. Reads through `reads` only what that needs; the count sheet shows the result and
 * the server's completeInventoryCount refuses unanswered flags with it.
 */
export async function countExpectations<P extends ExpectationPeriod>(
  reads: ExpectationReads<P>,
  input: CountExpectationInput<P>,
): Promise<Record<string, number>> {
  const { count, items, period, previous, now } = input;
  const prevOpenAt = previous?.openingCountedAt ?? null;
  const prevCloseAt = previous?.closingCountedAt ?? null;
  // A usage rate needs both counts of the previous period, and an opening's baseline is its
  // closing (when the previous period lacks one, the original sheet expected nothing either).
  const counted = previous && prevOpenAt && prevCloseAt ? previous : null;
  const baselineAt = count === 'closing' ? period.openingCountedAt : counted ? prevCloseAt : null;
  if (!baselineAt) return {};
  const none = Promise.resolve({});
  const [prevOpening, prevClosing, prevOrders, opening, orders] = await Promise.all([
    counted ? reads.lines(counted, 'opening') : none,
    counted ? reads.lines(counted, 'closing') : none,
    counted ? reads.orders(counted) : Promise.resolve([]),
    count === 'closing' ? reads.lines(period, 'opening') : none,
    reads.orders(period),
  ]);
  const packs = new Map(items.map((i) => [i.id, i.unitsPerCase]));
  const eaches = (cases: Record<string, number>) =>
    Object.fromEntries(Object.entries(cases).map(([id, n]) => [id, n * (packs.get(id) ?? 1)]));
  const previousPeriod: PreviousPeriod | null =
    counted && prevOpenAt && prevCloseAt
      ? {
          opening: prevOpening,
          closing: prevClosing,
          received: eaches(receivedCases(prevOrders, prevOpenAt, prevCloseAt)),
          days: daysBetween(prevOpenAt, prevCloseAt),
        }
      : null;
  return expectedByItem(
    items.map((i) => i.id),
    {
      baseline: count === 'closing' ? opening : (previousPeriod?.closing ?? {}),
      received: eaches(receivedCases(orders, baselineAt, now)),
      days: daysBetween(baselineAt, now),
      previous: previousPeriod,
    },
  );
}

/** A period as the choice of the previous one reads it (either SDK's stored times). */
interface DatedPeriod {
  id: string;
  status: string;
  createdAt: { toMillis(): number } | null;
}

/**
 * The last closed period of a location created before `period` (its closing count is this
 * period's opening), or null; `periods` are the location's periods in any order. A period not
 * created yet (no createdAt) comes after every other.
 */
export function previousClosedPeriod<P extends DatedPeriod>(
  period: DatedPeriod,
  periods: readonly P[],
): P | null {
  const millis = (p: DatedPeriod) => p.createdAt?.toMillis() ?? Number.MAX_SAFE_INTEGER;
  const created = millis(period);
  return (
    [...periods]
      .sort((a, b) => millis(b) - millis(a))
      .find(
        (p) =>
          p.id !== period.id && p.status === 'closed' && (p.createdAt?.toMillis() ?? 0) < created,
      ) ?? null
  );
}

/** What still stands between a count and its completion. */
export interface CountReadiness {
  /** Items with no line: a blank line is not zero. */
  blank: string[];
  /** Items far from what was expected. */
  flagged: string[];
  /** Flagged items with neither a confirmed recount nor a note. */
  unanswered: string[];
}

/** The blank, flagged and unanswered lines of a count of `itemIds`. */
export function countReadiness(
  itemIds: readonly string[],
  lines: Readonly<Record<string, CountLine>>,
  checks: Readonly<Record<string, LineCheck>>,
  expected: Readonly<Record<string, number>>,
): CountReadiness {
  const flagged = flaggedItems(lines, expected);
  return {
    blank: blankItems(itemIds, lines),
    flagged,
    unanswered: unansweredFlags(flagged, checks),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Why a count may not complete yet, naming how many lines; null when it may. */
export function incompleteCountMessage(count: CountKind, readiness: CountReadiness): string | null {
  const { blank, unanswered } = readiness;
  const reasons: string[] = [];
  if (blank.length > 0) {
    reasons.push(
      `${plural(blank.length, 'line is', 'lines are')} not counted (count ${blank.length === 1 ? 'it' : 'them'}, or mark the rest as zero)`,
    );
  }
  if (unanswered.length > 0) {
    reasons.push(
      `${plural(unanswered.length, 'line far from expected has', 'lines far from expected have')} neither a recount nor a note`,
    );
  }
  return reasons.length > 0
    ? `The ${count} count cannot be completed: ${reasons.join(' and ')}.`
    : null;
}
