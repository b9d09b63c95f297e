/**
 * Which lines of a count are far from what was expected, and whether each flagged line has been
 * answered (a recount confirmed, or a note) before the count may complete (issue 14).
 */
import { lineQuantity, type CountLine } from './cogs';
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
