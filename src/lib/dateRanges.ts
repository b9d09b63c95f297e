import {
  endOfDay,
  endOfISOWeek,
  endOfMonth,
  endOfYear,
  format,
  isValid,
  parseISO,
  startOfDay,
  startOfISOWeek,
  startOfMonth,
  startOfYear,
  subDays,
  subMonths,
  subYears,
} from 'date-fns';

/** An inclusive range: `from` is a start of day, `to` an end of day (local time). */
export interface DateRange {
  from: Date;
  to: Date;
}

/** Spec 01 §9. `custom` means "the dates were picked by hand" and is offered in tables only. */
export type DateRangePreset =
  | 'custom'
  | 'today'
  | 'yesterday'
  | 'week'
  | 'last7'
  | 'last30'
  | 'last90'
  | 'weekToDate'
  | 'monthToDate'
  | 'yearToDate'
  | 'lastMonth'
  | 'lastYear';

export type FixedDateRangePreset = Exclude<DateRangePreset, 'custom'>;

export const DEFAULT_DATE_RANGE_PRESET: FixedDateRangePreset = 'week';

export const DATE_RANGE_PRESET_LABELS: Record<DateRangePreset, string> = {
  custom: 'Custom',
  today: 'Today',
  yesterday: 'Yesterday',
  week: 'This week',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  weekToDate: 'Week to date',
  monthToDate: 'Month to date',
  yearToDate: 'Year to date',
  lastMonth: 'Last month',
  lastYear: 'Last year',
};

/** Menu order; `custom` first because in tables it doubles as "dates typed by hand". */
export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = [
  'custom',
  'today',
  'yesterday',
  'week',
  'last7',
  'last30',
  'last90',
  'weekToDate',
  'monthToDate',
  'yearToDate',
  'lastMonth',
  'lastYear',
];

function days(from: Date, to: Date): DateRange {
  return { from: startOfDay(from), to: endOfDay(to) };
}

/**
 * The range a preset stands for at `now`. Weeks are ISO weeks (Monday to Sunday). "Last N days"
 * includes today, so it spans exactly N calendar days.
 */
export function presetRange(preset: FixedDateRangePreset, now: Date): DateRange {
  switch (preset) {
    case 'today':
      return days(now, now);
    case 'yesterday':
      return days(subDays(now, 1), subDays(now, 1));
    case 'week':
      return days(startOfISOWeek(now), endOfISOWeek(now));
    case 'last7':
      return days(subDays(now, 6), now);
    case 'last30':
      return days(subDays(now, 29), now);
    case 'last90':
      return days(subDays(now, 89), now);
    case 'weekToDate':
      return days(startOfISOWeek(now), now);
    case 'monthToDate':
      return days(startOfMonth(now), now);
    case 'yearToDate':
      return days(startOfYear(now), now);
    case 'lastMonth': {
      const previous = subMonths(now, 1);
      return days(startOfMonth(previous), endOfMonth(previous));
    }
    case 'lastYear': {
      const previous = subYears(now, 1);
      return days(startOfYear(previous), endOfYear(previous));
    }
  }
}

/** Spec 01 §5: From snaps to start of day; a From past To drags To to the end of that day. */
export function setFrom(range: DateRange, date: Date): DateRange {
  const from = startOfDay(date);
  return from > range.to ? { from, to: endOfDay(date) } : { from, to: range.to };
}

/** Spec 01 §5: To snaps to end of day; a To before From drags From to the start of that day. */
export function setTo(range: DateRange, date: Date): DateRange {
  const to = endOfDay(date);
  return to < range.from ? { from: startOfDay(date), to } : { from: range.from, to };
}

/** `yyyy-MM-dd`, the value format of `<input type="date">`. */
export function toDateInputValue(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/**
 * The moment stored for a day picked in an `<input type="date">` (a visit's day): noon UTC of
 * that day, which is the same day on every clock from UTC-11 to UTC+11. Every user then sees the
 * day that was picked, whatever their device's or their profile's time zone (local midnight of
 * an Eastern device read as the evening before in Pacific time); null while incomplete.
 */
export function storedDayOf(value: string): Date | null {
  const day = parseDateInputValue(value);
  return day && new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), 12));
}

/**
 * The day (yyyy-MM-dd) picked in a form that stored it as the author's local midnight (the
 * approval requests' dates). 12 hours later is still that calendar day in UTC for every zone
 * from UTC-11 to UTC+12, so every reader gets the author's day whatever their own device's zone:
 * a New York midnight read on a Los Angeles device is 9 PM the evening before.
 */
export function pickedDayOf(localMidnight: Date): string {
  return new Date(localMidnight.getTime() + 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Parses an `<input type="date">` value as a local date; null while the field is incomplete. */
export function parseDateInputValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}
