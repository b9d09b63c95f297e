/**
 * What a count should find (issue 14): opening + received - the last period's usage rate x days;
 * without a usage rate (a first period) the last count itself is what is expected. Which lines
 * are far from it: model/countFlags.ts.
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
