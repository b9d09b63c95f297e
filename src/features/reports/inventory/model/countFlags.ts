/**
 * Which lines of a count are far from what was expected, and whether each flagged line has been
 * answered (a recount confirmed, or a note) before the count may complete (issue 14). Pure: the
 * count sheet shows it, and the server's completeInventoryCount callable (functions/src/inventory)
 * refuses a count with it, from the same documents.
 */
import {
  movedStock,
  type CountKind,
  type CountLineDoc,
  type MovementKind,
  type TransferStatus,
} from '@/data/shapes/inventory';
import { lineQuantity, type CountLine } from './cogs';
import { blankItems } from './inventoryStatus';
import { expectedQuantity, usagePerDay } from './variance';

/** What a counter added to a flagged line. */
export interface LineCheck {
  note?: string;
  recounted?: boolean;
}

export const MAX_NOTE = 500;

/** Why a flagged line's note cannot be saved as typed (the rules' bound), or null. */
export function noteError(note: string): string | null {
  return note.length > MAX_NOTE
    ? `Must be at most ${MAX_NOTE} characters (this note has ${note.length})`
    : null;
}

/** The last closed period of the location, for its usage rate. */
export interface PreviousPeriod {
  opening: Readonly<Record<string, CountLine>>;
  closing: Readonly<Record<string, CountLine>>;
  /** Eaches (or lb) that came onto the shelf per item between its counts (netStock). */
  received: Readonly<Record<string, number>>;
  days: number;
}

export interface ExpectationContext {
  /** The count this one follows: the opening of this period, or the last closing. */
  baseline: Readonly<Record<string, CountLine>>;
  /** Eaches (or lb) that came onto the shelf per item since the baseline count (netStock). */
  received: Readonly<Record<string, number>>;
  /** Days since the baseline count. */
  days: number;
  previous: PreviousPeriod | null;
}

/**
 * What a line is expected to find, in the unit it is counted in (eaches, or lb), and how far a
 * plausible count may be from it: a quarter of the stock expected (a miscount) or a quarter of
 * what the days since the last count were expected to use (usage is never steady), at least
 * MIN_TOLERANCE. A count within it raises no flag.
 */
export interface Expectation {
  quantity: number;
  tolerance: number;
}

/** Share of the expected stock, and of the expected usage, a count may be off without a flag. */
const RATIO = 0.25;
/** So small lines do not flag on an each or two. */
const MIN_TOLERANCE = 2;

/** The expectation per item; items without a baseline figure have none (never flagged). */
export function expectedByItem(
  itemIds: readonly string[],
  ctx: ExpectationContext,
): Record<string, Expectation> {
  const result: Record<string, Expectation> = {};
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
    const quantity = expectedQuantity({
      opening: base,
      received: ctx.received[id] ?? 0,
      usagePerDay: rate,
      days: ctx.days,
    });
    const usage = (rate ?? 0) * ctx.days;
    result[id] = { quantity, tolerance: Math.max(MIN_TOLERANCE, RATIO * quantity, RATIO * usage) };
  }
  return result;
}

/** Items whose counted quantity is further from the expected one than its tolerance. */
export function flaggedItems(
  lines: Readonly<Record<string, CountLine>>,
  expected: Readonly<Record<string, Expectation>>,
): string[] {
  return Object.keys(expected).filter((id) => {
    const q = lineQuantity(lines[id]);
    return q !== null && Math.abs(q - expected[id].quantity) > expected[id].tolerance;
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

/**
 * Whole days that have passed between two instants, 0 on the same day: an opening taken right
 * after the last closing expects that closing as it was, with no day of usage taken off.
 */
export function fullDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));
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

/** A transfer or waste entry of a period as the expectations read it (stock_movements). */
export interface ExpectationMovement {
  kind: MovementKind;
  itemId: string;
  /** Eaches (or lb), the unit the item is counted in. */
  quantity: number;
  status?: TransferStatus;
}

/** How the expectations read a period's lines, orders and movements (either SDK). */
export interface ExpectationReads<P extends ExpectationPeriod> {
  lines(period: P, count: CountKind): Promise<Readonly<Record<string, CountLine>>>;
  /** The orders fulfilled at the period's delivery point (none when it names none). */
  orders(period: P): Promise<readonly ReceivedOrder[]>;
  /** The period's transfers and waste. */
  movements(period: P): Promise<readonly ExpectationMovement[]>;
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
 * What came onto the shelf per item, in the unit it is counted in: the cases received x the
 * pack size, plus transfers in, less transfers out and waste (those that moved stock: a transfer
 * waiting for its answer moved nothing). As the COGS variance reads a period (cogsReport.ts).
 */
export function netStock(
  cases: Readonly<Record<string, number>>,
  movements: readonly ExpectationMovement[],
  packs: ReadonlyMap<string, number>,
): Record<string, number> {
  const net: Record<string, number> = {};
  for (const [id, n] of Object.entries(cases)) net[id] = n * (packs.get(id) ?? 1);
  for (const m of movements) {
    if (!movedStock(m)) continue;
    net[m.itemId] = (net[m.itemId] ?? 0) + (m.kind === 'transferIn' ? m.quantity : -m.quantity);
  }
  return net;
}

/**
 * What each line of a count is expected to find, in the unit it is counted in (model/variance.ts):
 * the count before it (this period's opening for a closing, the last closing for an opening) +
 * what came onto the shelf since (cases received x pack size, transfers in - out - waste) - the
 * last closed period's usage rate x the days since. A count is expected as of its own moment: a
 * completed count being corrected (a reopened closing) as of its stamp, else `now`; an opening
 * taken the day the last period closed expects that closing unchanged. No earlier count, no
 * expectation. Reads through `reads` only what that needs; the count sheet shows the result and
 * the server's completeInventoryCount refuses unanswered flags with it.
 */
export async function countExpectations<P extends ExpectationPeriod>(
  reads: ExpectationReads<P>,
  input: CountExpectationInput<P>,
): Promise<Record<string, Expectation>> {
  const { count, items, period, previous } = input;
  const prevOpenAt = previous?.openingCountedAt ?? null;
  const prevCloseAt = previous?.closingCountedAt ?? null;
  // A usage rate needs both counts of the previous period, and an opening's baseline is its
  // closing (when the previous period lacks one, the original sheet expected nothing either).
  const counted = previous && prevOpenAt && prevCloseAt ? previous : null;
  const baselineAt = count === 'closing' ? period.openingCountedAt : counted ? prevCloseAt : null;
  if (!baselineAt) return {};
  const at = (count === 'closing' ? period.closingCountedAt : period.openingCountedAt) ?? input.now;
  const none = Promise.resolve({});
  const noMovements = Promise.resolve([]);
  const [prevOpening, prevClosing, prevOrders, prevMovements, opening, orders, movements] =
    await Promise.all([
      counted ? reads.lines(counted, 'opening') : none,
      counted ? reads.lines(counted, 'closing') : none,
      counted ? reads.orders(counted) : Promise.resolve([]),
      counted ? reads.movements(counted) : noMovements,
      count === 'closing' ? reads.lines(period, 'opening') : none,
      reads.orders(period),
      // An opening follows the last closing: this period's movements come after it.
      count === 'closing' ? reads.movements(period) : noMovements,
    ]);
  const packs = new Map(items.map((i) => [i.id, i.unitsPerCase]));
  const previousPeriod: PreviousPeriod | null =
    counted && prevOpenAt && prevCloseAt
      ? {
          opening: prevOpening,
          closing: prevClosing,
          received: netStock(
            receivedCases(prevOrders, prevOpenAt, prevCloseAt),
            prevMovements,
            packs,
          ),
          days: daysBetween(prevOpenAt, prevCloseAt),
        }
      : null;
  return expectedByItem(
    items.map((i) => i.id),
    {
      baseline: count === 'closing' ? opening : (previousPeriod?.closing ?? {}),
      received: netStock(receivedCases(orders, baselineAt, at), movements, packs),
      days: count === 'closing' ? daysBetween(baselineAt, at) : fullDaysBetween(baselineAt, at),
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
  expected: Readonly<Record<string, Expectation>>,
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
