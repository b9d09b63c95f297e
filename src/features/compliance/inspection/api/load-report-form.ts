import { onlineManager } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { notOnDeviceError } from '@/lib/offlineQueries';
import { listQuestionsByType, listSections } from '../../catalogue';
import type { ReportLocation } from '../../model/location';
import type { LocationType } from '../../model/types';
import { newReportQuestions, type ReportFormValues } from '../model/reportForm';
import { getLocation } from './get-location';
import { getReportForForm } from './get-report-for-form';

export type LoadRequest =
  | { kind: 'new'; locationId: string; locationType: string }
  | {
      kind: 'stored';
      reportId: string;
      expectStatus: 'draft' | 'published';
      /** The signed-in user: a draft opens only for its author. */
      userId: string;
    };

/** A draft belongs to its author (README "Who edits a compliance report"). */
export const FOREIGN_DRAFT =
  'This draft belongs to another inspector: only they can save or publish it.';

/** What the form starts from, or why it cannot open (a message for the page). */
type ReportFormStart =
  | { status: 'problem'; message: string }
  | {
      status: 'ready';
      location: ReportLocation;
      values: ReportFormValues;
      serialNo: number;
      /** A stored draft's creation (its first save), for the inspection's start; else null. */
      draftCreatedAt: number | null;
    };

const problem = (message: string): ReportFormStart => ({ status: 'problem', message });

async function startNew(
  firestore: Firestore,
  request: Extract<LoadRequest, { kind: 'new' }>,
): Promise<ReportFormStart> {
  const type = request.locationType as LocationType;
  if (type !== 'restaurant' && type !== 'truck') return problem('Unknown location type.');
  const [location, sections, questions] = await Promise.all([
    getLocation(firestore, request.locationId),
    listSections(firestore),
    listQuestionsByType(firestore, type),
  ]);
  // Offline, a catalogue never read on this device answers empty: an empty form would look like
  // a report with nothing to check, so the page says it needs a connection instead.
  if (questions.length === 0 && !onlineManager.isOnline()) throw notOnDeviceError();
  if (!location) return problem('This franchisee location was not found.');
  if (location.type !== type) return problem(`This franchisee location is a ${location.type}.`);
  return {
    status: 'ready',
    location,
    serialNo: 0,
    draftCreatedAt: null,
    values: {
      questions: newReportQuestions(questions, sections, type),
      highlightNotes: '',
      lowlightNotes: '',
    },
  };
}

async function startStored(
  firestore: Firestore,
  request: Extract<LoadRequest, { kind: 'stored' }>,
): Promise<ReportFormStart> {
  const report = await getReportForForm(firestore, request.reportId);
  if (!report) return problem('This compliance report was not found.');
  if (report.status !== request.expectStatus) {
    return problem(
      report.status === 'draft'
        ? 'This report is still a draft: open it from the drafts list.'
        : 'This draft has already been published.',
    );
  }
  // The rules refuse its saves, and the form saves a draft as soon as it opens.
  if (report.status === 'draft' && report.userId !== request.userId) return problem(FOREIGN_DRAFT);
  return {
    status: 'ready',
    serialNo: report.serialNo,
    draftCreatedAt: report.status === 'draft' ? report.createdAtMs : null,
    location: {
      id: report.franchiseeLocationId,
      name: report.franchiseeLocationName,
      type: report.franchiseeLocationType,
      territoryId: report.territoryId,
      territoryName: report.territoryName,
    },
    values: {
      questions: report.questions,
      highlightNotes: report.highlightNotes,
      lowlightNotes: report.lowlightNotes,
    },
  };
}

/** Loads what the form starts from: the catalogue for a new report, or the stored report. */
export function loadReportForm(
  firestore: Firestore,
  request: LoadRequest,
): Promise<ReportFormStart> {
  return request.kind === 'new' ? startNew(firestore, request) : startStored(firestore, request);
}
