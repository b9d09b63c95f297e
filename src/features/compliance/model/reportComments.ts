import type { ReportQuestion } from './types';

/**
 * Question comments as stored (issue 10, hole 7): a report keeps them out of its question entries,
 * in one map `comments: {questionId: comment}` holding only the non-empty ones, because
 * firestore.rules have no loops but can check every value of a map at once (joined into one string
 * and matched by one regular expression: each at most COMMENT_MAX characters). The app's in-memory
 * shape keeps `comment` on each question; the move happens only where a report is written
 * (storedReport) and read (withStoredComments).
 */

export const COMMENT_MAX = 1000;

/**
 * The rules join the comments with this character and count the pieces, so a comment cannot hold
 * it (it could otherwise hide a long comment as several short ones). It is an invisible control
 * character nobody types; storing drops it rather than refusing the save.
 */
export const COMMENT_SEPARATOR = '\u0001';

type Commented = Pick<ReportQuestion, 'id' | 'comment'>;

/** The comment as stored: without the rules' separator character. */
function storedComment(comment: string): string {
  return comment.split(COMMENT_SEPARATOR).join('');
}

/** `questions` without their `comment`, and the non-empty comments by question id. */
export function moveCommentsOut<Q extends Commented>(
  questions: readonly Q[],
): { questions: Omit<Q, 'comment'>[]; comments: Record<string, string> } {
  const comments: Record<string, string> = {};
  const entries = questions.map((question) => {
    const entry: Partial<Q> = { ...question };
    delete entry.comment;
    const comment = storedComment(question.comment);
    if (comment !== '') comments[question.id] = comment;
    return entry as Omit<Q, 'comment'>;
  });
  return { questions: entries, comments };
}

/**
 * Report fields as written to Firestore: the question entries without comments plus the
 * `comments` map. Every write of a whole report goes through this (draft saves, publish, edits).
 */
export function storedReport<F extends { questions: readonly Commented[] }>(
  fields: F,
): Omit<F, 'questions'> & {
  questions: Omit<F['questions'][number], 'comment'>[];
  comments: Record<string, string>;
} {
  return { ...fields, ...moveCommentsOut(fields.questions) };
}

/**
 * Stored question entries with their comments put back from the stored `comments` map (anything
 * else than a string there reads as no comment). A `comment` left inside an entry is ignored: the
 * rules check only the map's, so only those are shown.
 */
export function withStoredComments<Q extends Pick<ReportQuestion, 'id'>>(
  questions: readonly Q[],
  comments: unknown,
): (Q & { comment: string })[] {
  const byId: Record<string, unknown> =
    typeof comments === 'object' && comments !== null ? { ...comments } : {};
  return questions.map((question) => {
    const comment = Object.hasOwn(byId, question.id) ? byId[question.id] : undefined;
    return { ...question, comment: typeof comment === 'string' ? comment : '' };
  });
}
