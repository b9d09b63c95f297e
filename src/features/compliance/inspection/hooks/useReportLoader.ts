import { useEffect, useState } from 'react';
import { listQuestionsByType } from '../../catalogue/api/list-questions';
import { listSections } from '../../catalogue/api/list-sections';
import type { LocationType } from '../../model/types';
import { getLocation } from '../api/get-location';
import { getReportForForm } from '../api/get-report-for-form';
import {
  newReportQuestions,
  type ReportFormValues,
  type ReportLocation,
} from '../model/reportForm';

export type LoadRequest =
  | { kind: 'new'; locationId: string; locationType: string }
  | { kind: 'stored'; reportId: string; expectStatus: 'draft' | 'published' };

export type LoadState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      location: ReportLocation;
      values: ReportFormValues;
      serialNo: number;
      /** A stored draft's creation (its first save), for the inspection's start; else null. */
      draftCreatedAt: number | null;
    };

async function load(request: LoadRequest): Promise<LoadState> {
  if (request.kind === 'new') {
    const type = request.locationType as LocationType;
    if (type !== 'restaurant' && type !== 'truck') {
      return { status: 'error', message: 'Unknown location type.' };
    }
    const [location, sections, questions] = await Promise.all([
      getLocation(request.locationId),
      listSections(),
      listQuestionsByType(type),
    ]);
    if (!location) return { status: 'error', message: 'This franchisee location was not found.' };
    if (location.type !== type) {
      return { status: 'error', message: `This franchisee location is a ${location.type}.` };
    }
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
  const report = await getReportForForm(request.reportId);
  if (!report) return { status: 'error', message: 'This compliance report was not found.' };
  if (report.status !== request.expectStatus) {
    return {
      status: 'error',
      message:
        report.status === 'draft'
          ? 'This report is still a draft: open it from the drafts list.'
          : 'This draft has already been published.',
    };
  }
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
export function useReportLoader(request: LoadRequest | null): LoadState {
  const key = request ? JSON.stringify(request) : '';
  const [state, setState] = useState<{ key: string; value: LoadState }>({
    key: '',
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    load(JSON.parse(key) as LoadRequest)
      .then((value) => !cancelled && setState({ key, value }))
      .catch((error: unknown) => {
        console.error('Loading the compliance form failed', error);
        if (!cancelled) {
          setState({
            key,
            value: { status: 'error', message: 'The compliance form could not be loaded.' },
          });
        }
      });
    return () => {
      cancelled = true;
    };
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
