import { describe, expect, it } from 'vitest';
import { reportQuestion } from '@/testing/reportQuestion';
import { EMPTY_SIGNOFF } from '../../model/signoff';
import { inspectionMessages as msg } from './messages';
import { draftSavedNote, draftSavedNotice, editedAnswers, publishedSignoff } from './reportSave';

describe('draftSavedNote', () => {
  it('says a draft kept on the device is saved offline', () => {
    expect(draftSavedNote('local', new Date())).toBe(msg.savedOffline);
  });

  it('gives the time of a save the server acknowledged', () => {
    expect(draftSavedNote('server', new Date(2026, 0, 5, 9, 30))).toBe('Draft saved at 09:30 AM');
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

describe('editedAnswers', () => {
  it('sends the verdicts, comments, photos and notes, nothing the server decides', () => {
    const photo = { fileName: 'a.jpg', url: 'https://x.test/a.jpg' };
    const answers = editedAnswers({
      questions: [
        reportQuestion('q1', { weight: 5, images: [photo] }),
        reportQuestion('q2', { weight: 3, pass: false, comment: 'Dirty' }),
        reportQuestion('q3', { weight: 'dnq', isNotApplicable: true }),
      ],
      highlightNotes: 'Tidy',
      lowlightNotes: 'Grease',
    });
    expect(answers).toEqual({
      passed: ['q1:5'],
      failed: ['q2:3'],
      notApplicable: ['q3:dnq'],
      comments: { q2: 'Dirty' },
      questions: [
        { id: 'q1', images: [photo] },
        { id: 'q2', images: [] },
        { id: 'q3', images: [] },
      ],
      highlightNotes: 'Tidy',
      lowlightNotes: 'Grease',
    });
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
