import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { writeDraft } from '../../src/features/compliance/inspection/api/save-draft';
import { withoutKeys } from '../../src/features/compliance/inspection/model/reportDoc';
import { COMMENT_MAX } from '../../src/features/compliance/model/reportComments';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import {
  northTruckReportFields,
  northTruckWorld,
  reportQuestion,
} from './compliance-report-fixtures';
import { PERSONAS, setupRulesTests } from './helpers';

/**
 * Question comments at most 1000 characters (issue 10, hole 7): a report stores them in one map
 * `comments: {questionId: comment}` (model/reportComments.ts) that firestore.rules check whole
 * (commentsFit). Written through the app's own report writes where they exist.
 */
const t = setupRulesTests();

const SEP = '\u0001';

const question = (id: string, comment = '', pass = true) => reportQuestion(id, { comment, pass });

/** The report fields the form writes for `questions`, by the Manager, for North Truck. */
const fields = (questions: ReportQuestion[], status: 'draft' | 'published' = 'published') =>
  northTruckReportFields(questions, PERSONAS.manager.uid, status);

/** Questions q0..q(n-1), each commented with `comment(i)`. */
const commented = (n: number, comment: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => question(`q${i}`, comment(i)));

const seedWorld = () => t.seed(northTruckWorld());

/** The draft save of report `rep`: the comments are checked on every browser write of a report. */
const publish = (questions: ReportQuestion[]) =>
  writeDraft(t.db('manager'), 'rep', fields(questions, 'draft'), false);

/** A draft as stored by an attacker's own client: the app's shape with `comments` replaced. */
const forgedDraft = (comments: DocumentData, questions = [question('q1'), question('q2')]) => ({
  ...withoutKeys(fields(questions, 'draft'), ['questions']),
  questions: questions.map((q) => withoutKeys(q, ['pass', 'isNotApplicable', 'comment'])),
  comments,
  readRecipients: [],
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
});

describe('compliance_reports: question comments (issue 10, hole 7)', () => {
  it('accepts a comment of 1000 characters, stored in the comments map', async () => {
    const questions = [question('q1', 'x'.repeat(COMMENT_MAX), false), question('q2')];
    await seedWorld();
    await assertSucceeds(publish(questions));
    const stored = await t.peek('compliance_reports/rep');
    expect(stored?.comments).toEqual({ q1: 'x'.repeat(COMMENT_MAX) });
    expect((stored?.questions as DocumentData[]).some((q) => 'comment' in q)).toBe(false);
  });

  it('refuses a comment of 1001 characters, on publish and on a draft save', async () => {
    const questions = [question('q1', 'x'.repeat(COMMENT_MAX + 1)), question('q2')];
    await seedWorld();
    await assertFails(publish(questions));
    await assertFails(writeDraft(t.db('manager'), 'd1', fields(questions, 'draft'), false));
  });

  it('refuses one comment too long among several short ones', async () => {
    const questions = commented(5, (i) => (i === 3 ? 'y'.repeat(COMMENT_MAX + 1) : 'fine'));
    await seedWorld();
    await assertFails(publish(questions));
    await assertSucceeds(
      writeDraft(
        t.db('manager'),
        'd1',
        fields(
          commented(5, () => 'fine'),
          'draft',
        ),
        false,
      ),
    );
  });

  it('refuses a long comment split by the separator into short pieces', async () => {
    await seedWorld();
    const db = t.db('manager');
    const smuggled = 'a'.repeat(800) + SEP + 'b'.repeat(800);
    await assertFails(setDoc(doc(db, 'compliance_reports/d1'), forgedDraft({ q1: smuggled })));
    // Pieces that add up to as many comments as there are keys: still one piece too many.
    await assertFails(
      setDoc(doc(db, 'compliance_reports/d2'), forgedDraft({ q1: 'a'.repeat(800) + SEP, q2: '' })),
    );
    await assertSucceeds(
      setDoc(doc(db, 'compliance_reports/d3'), forgedDraft({ q1: 'a'.repeat(800), q2: 'b' })),
    );
  });

  it('stores a comment typed with the separator character without it', async () => {
    const questions = [question('q1', `before${SEP}after`), question('q2')];
    await seedWorld();
    await assertSucceeds(publish(questions));
    expect((await t.peek('compliance_reports/rep'))?.comments).toEqual({ q1: 'beforeafter' });
  });

  it('refuses comments keyed by something else than a question of the report, or not a map', async () => {
    await seedWorld();
    const db = t.db('manager');
    await assertFails(setDoc(doc(db, 'compliance_reports/d1'), forgedDraft({ q9: 'stray' })));
    await assertFails(setDoc(doc(db, 'compliance_reports/d3'), forgedDraft(['q1'])));
    const noMap = withoutKeys(forgedDraft({}), ['comments']);
    await assertFails(setDoc(doc(db, 'compliance_reports/d4'), noMap));
  });

  it('accepts 500 comments of 1000 characters (within the rules’ limits)', async () => {
    const questions = commented(500, (i) => String(i % 10).repeat(COMMENT_MAX));
    await seedWorld();
    await assertSucceeds(writeDraft(t.db('manager'), 'd1', fields(questions, 'draft'), false));
    const stored = await t.peek('compliance_reports/d1');
    expect(Object.keys(stored?.comments as object)).toHaveLength(500);
  });
});
