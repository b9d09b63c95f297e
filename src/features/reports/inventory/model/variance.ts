/**
 * Lines far from what was expected (issue 14): completing a count asks for a recount or a note
 * on each flagged line. Expected = opening + received - the last period's usage rate x days;
 * without a usage rate (a first period) the last count itself is what is expected.
 */

export interface ExpectationInputs {
  /** Opening quantity of this period, in eaches (or lb). */
  opening: number;
  /** Eaches received on fulfilled orders since the opening count. */
  received: number;
  /** Eaches used per day in the last closed period; null when there is none. */
  usagePerDay: number | null;
  /** Days from the opening count to this count. */
  days: number;
}

/** The quantity a count should find; never below zero. */
export function expectedQuantity(e: ExpectationInputs): number {
  if (e.usagePerDay === null) return e.opening;
  return Math.max(0, e.opening + e.received - e.usagePerDay * e.days);
}

/** Usage per day of a closed period: opening + received - closing over its days. */
export function usagePerDay(opening: number, received: number, closing: number, days: number) {
  if (days <= 0) return null;
  return Math.max(0, opening + received - closing) / days;
}

/**
 * Whether a counted quantity is far from the expected one: off by more than `ratio` of the
 * expected quantity and by more than `minimum` eaches (so small lines do not flag on one each).
 */
export function isFlagged(counted: number, expected: number, ratio = 0.25, minimum = 2): boolean {
  const off = Math.abs(counted - expected);
  return off > minimum && off > expected * ratio;
}
