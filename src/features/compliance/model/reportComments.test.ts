import { describe, expect, it } from 'vitest';
import {
  COMMENT_SEPARATOR,
  moveCommentsOut,
  storedReport,
  withStoredComments,
} from './reportComments';

const q = (id: string, comment: string) => ({ id, comment, weight: 5 });

describe('report comments as stored', () => {
  it('moves the non-empty comments into a map by question id and out of the entries', () => {
    const { questions, comments } = moveCommentsOut([q('a', 'Fix it'), q('b', ''), q('c', 'ok')]);
    expect(comments).toEqual({ a: 'Fix it', c: 'ok' });
    expect(questions).toEqual([
      { id: 'a', weight: 5 },
      { id: 'b', weight: 5 },
      { id: 'c', weight: 5 },
    ]);
  });

  it('drops the rules’ separator character from a comment', () => {
    const { comments } = moveCommentsOut([q('a', `one${COMMENT_SEPARATOR}two`)]);
    expect(comments).toEqual({ a: 'onetwo' });
  });

  it('keeps the other report fields when storing a report', () => {
    const stored = storedReport({ score: 80, questions: [q('a', 'x')] });
    expect(stored).toEqual({
      score: 80,
      questions: [{ id: 'a', weight: 5 }],
      comments: { a: 'x' },
    });
  });

  it('puts the comments back from the map only, reading anything else as no comment', () => {
    const entries = [{ id: 'a' }, { id: 'b', comment: 'ignored in the entry' }, { id: 'c' }];
    expect(withStoredComments(entries, { a: 'Fix it', c: 7 }).map((e) => e.comment)).toEqual([
      'Fix it',
      '',
      '',
    ]);
    expect(withStoredComments(entries, undefined).map((e) => e.comment)).toEqual(['', '', '']);
  });

  it('round-trips what the form holds', () => {
    const form = [q('a', 'Fix it'), q('b', '')];
    const stored = storedReport({ questions: form });
    expect(withStoredComments(stored.questions, stored.comments)).toEqual(form);
  });
});
