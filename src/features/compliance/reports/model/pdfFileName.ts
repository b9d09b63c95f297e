import { format } from 'date-fns';
import type { LocationType } from '../../model/types';

interface PdfNameSource {
  serialNo: number;
  franchiseeLocationType: LocationType;
  createdAt: Date | null;
  isSample: boolean;
}

/**
 * The PDF's file name (spec 02 §2): serial (or "sample"), location type and report date as
 * MM-DD-YYYY, e.g. `12-restaurant-11-23-2026.pdf`. A report without a date (not yet confirmed by
 * the server) uses `today`, so the name is never "undefined".
 */
export function pdfFileName(report: PdfNameSource, today: Date = new Date()): string {
  const prefix = report.isSample ? 'sample' : String(report.serialNo);
  const date = format(report.createdAt ?? today, 'MM-dd-yyyy');
  return `${prefix}-${report.franchiseeLocationType}-${date}.pdf`;
}
