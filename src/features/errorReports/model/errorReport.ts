/**
 * Error reports (spec 01 §8 "some write failures go to an error-reporting service"): every failed
 * write the user sees a message for is recorded with the screen, the operation, the error code and
 * the app version. Never the document's contents.
 */

import type { ErrorReportDoc } from '@/data/errorReports';

/** The fields of a report the app describes (ErrorReportDoc, src/data/errorReports.ts). */
export type ErrorReportFields = Pick<
  ErrorReportDoc,
  'screen' | 'operation' | 'code' | 'appVersion'
>;

const APP_TITLE_SUFFIX = ' | Harbor Ops';
const MAX_SCREEN = 200;
const MAX_OPERATION = 100;
const MAX_CODE = 100;

/** The Firestore / Auth error code of a thrown value, or 'unknown'. */
export function errorCodeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : 'unknown';
}

/** The screen's name from the browser title ("Order Details | Harbor Ops" → "Order Details"). */
export function screenFromTitle(title: string): string {
  const screen = title.endsWith(APP_TITLE_SUFFIX)
    ? title.slice(0, -APP_TITLE_SUFFIX.length)
    : title;
  return screen.trim() || 'No Page Title';
}

/**
 * The operation from the message the user saw: its head before any ":" (the error's own text,
 * which may quote data, is left out), shortened to fit the rules' limit.
 */
export function operationFromMessage(message: string): string {
  const head = message.split(':')[0].trim();
  return (head || 'Unknown operation').slice(0, MAX_OPERATION);
}

/** The stored fields of a report, trimmed to the limits the rules enforce. */
export function describeErrorReport(input: {
  title: string;
  message: string;
  code: string;
  appVersion: string;
}): ErrorReportFields {
  return {
    screen: screenFromTitle(input.title).slice(0, MAX_SCREEN),
    operation: operationFromMessage(input.message),
    code: (input.code || 'unknown').slice(0, MAX_CODE),
    appVersion: input.appVersion.slice(0, 64),
  };
}

export interface ScreenCount {
  screen: string;
  count: number;
}

/** Reports per screen, most first (ties by name), for the error reports page. */
export function countByScreen(reports: Pick<ErrorReportFields, 'screen'>[]): ScreenCount[] {
  const counts = new Map<string, number>();
  for (const { screen } of reports) counts.set(screen, (counts.get(screen) ?? 0) + 1);
  return [...counts.entries()]
    .map(([screen, count]) => ({ screen, count }))
    .sort((a, b) => b.count - a.count || a.screen.localeCompare(b.screen));
}
