import { describe, expect, it } from 'vitest';
import { reportQuestion } from '@/testing/reportQuestion';
import { EMPTY_SIGNOFF } from '../../model/signoff';
import { inspectionMessages as msg } from './messages';
import type { ReportLocation } from '../../model/location';
import {
  draftSavedNote,
  draftSavedNotice,
  editedReportFields,
  publishedSignoff,
  reportUpdatedNotice,
} from './reportSave';

const LOCATION: ReportLocation = {
  id: 'loc-1',
  name: 'North Truck',
  type: 'truck',
  territoryId: 't-1',
  territoryName: 'North',
};

describe('draftSavedNote', () => {
  it('says a draft kept on the device is saved offline', () => {
    expect(draftSavedNote('local', new Date())).toBe(msg.savedOffline);
  });

  it('gives the time of a save the server acknowledged', () => {
    expect(draftSavedNote('server', new Date(2026, 0, 5, 9, 30))).toMatch(
      /^Draft saved at .*9.*30/,
    );
  });
});

describe('draftSavedNotice', () => {
  it('tells of every save kept offline', () => {
    expect(draftSavedNotice('local', 'auto', false)).toEqual({
      message: msg.savedOffline,
      variant: 'info',
    });
  });

  it('says created or saved for Save Draft, and nothing for an autosave', () => {
    expect(draftSavedNotice('server', 'manual', true)?.message).toBe(msg.draftCreated);
    expect(draftSavedNotice('server', 'manual', false)?.message).toBe(msg.draftSaved);
    expect(draftSavedNotice('server', 'auto', true)).toBeNull();
  });
});

describe('reportUpdatedNotice', () => {
  it('says updated once the server has it, saved offline otherwise', () => {
    expect(reportUpdatedNotice('server')).toEqual({ message: msg.updated, variant: 'success' });
    expect(reportUpdatedNotice('local')).toEqual({ message: msg.savedOffline, variant: 'info' });
  });
});

describe('editedReportFields', () => {
  it('writes the report as published, leaving serial and author as stored', () => {
    const fields = editedReportFields(
      { questions: [reportQuestion('q1')], highlightNotes: 'Tidy', lowlightNotes: '' },
      LOCATION,
      'user-1',
    );
    expect(fields).toMatchObject({ status: 'published', isDraft: false, highlightNotes: 'Tidy' });
    expect(fields).not.toHaveProperty('serialNo');
    expect(fields).not.toHaveProperty('userId');
  });
});

describe('publishedSignoff', () => {
  it('carries the drawn sign-off and the start of the inspection', () => {
    const input = { ...EMPTY_SIGNOFF, managerName: 'Bo', managerSignature: 'data:image/png;x' };
    expect(
      publishedSignoff(input, { draftCreatedAt: null, firstEditAt: null, openedAt: 5 }),
    ).toEqual({ ...input, startedAt: 5 });
  });

  it('starts the inspection at the earlier of the draft and the first edit', () => {
    const times = { draftCreatedAt: 20, firstEditAt: 10, openedAt: 5 };
    expect(publishedSignoff(EMPTY_SIGNOFF, times).startedAt).toBe(10);
  });
});
