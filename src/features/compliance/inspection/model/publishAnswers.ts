import { parseVerdictEntry } from '../../model/verdictEntry';
import { COMMENT_MAX, withStoredComments } from '../../model/reportComments';
import type { LocationType, ReportImage } from '../../model/types';
import {
  newReportQuestions,
  type CatalogueQuestion,
  type CatalogueSection,
  type ReportFormValues,
} from './reportForm';

/*
 * What a published report answers, decided by the server from the draft the browser saved and
 * the catalogue (functions/src/compliance/publishReport.ts; issue 28: a report listed verdicts
 * for catalogue questions it did not contain and was stored as a pass). Pure, so the server and
 * the unit tests run the very same decision.
 */

/** Longest notes box and most photos per question (the form's and the rules' limits). */
const NOTES_MAX = 5000;
const IMAGES_MAX = 50;
const TEXT_MAX = 2000;

type Verdict = 'failed' | 'notApplicable' | 'passed';

/**
 * A draft as stored: everything in it was written by a browser, so it is read loosely and
 * only for the answers (verdict lists, comments, photos, notes).
 */
interface StoredDraftAnswers {
  questions?: unknown;
  comments?: unknown;
  passed?: unknown;
  failed?: unknown;
  notApplicable?: unknown;
  highlightNotes?: unknown;
  lowlightNotes?: unknown;
}

/**
 * Question id -> verdict from the draft's three lists. An id named in two lists (never written
 * by the form) takes the most severe verdict: a failure cannot be hidden behind a pass.
 */
function verdictsById(draft: StoredDraftAnswers): Map<string, Verdict> {
  const byId = new Map<string, Verdict>();
  for (const verdict of ['failed', 'notApplicable', 'passed'] as const) {
    const list = draft[verdict];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const parsed = parseVerdictEntry(entry);
      if (parsed && !byId.has(parsed.id)) byId.set(parsed.id, verdict);
    }
  }
  return byId;
}

const text = (value: unknown, max: number) =>
  (typeof value === 'string' ? value : '').slice(0, max);

/** The photos of a stored question entry: {fileName, url} with a url, at most IMAGES_MAX. */
function imagesOf(entry: Record<string, unknown>): ReportImage[] {
  const list: unknown[] = Array.isArray(entry.images) ? (entry.images as unknown[]) : [];
  return list
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    .map((v) => ({ fileName: text(v.fileName, 255), url: text(v.url, TEXT_MAX) }))
    .filter((image) => image.url !== '')
    .slice(0, IMAGES_MAX);
}

/** The draft's photos by question id (entries without a text id are ignored). */
function imagesById(questions: unknown): Map<string, ReportImage[]> {
  const list: unknown[] = Array.isArray(questions) ? questions : [];
  const byId = new Map<string, ReportImage[]>();
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id = (entry as Record<string, unknown>).id;
    if (typeof id === 'string' && !byId.has(id))
      byId.set(id, imagesOf(entry as Record<string, unknown>));
  }
  return byId;
}

/**
 * The answers of the report as it is published: exactly the catalogue's questions of the
 * location's `type`, each with its text, weight, section and order from the catalogue (a question
 * the form showed from an older catalogue counts as it is now), and from the draft only what the
 * inspector answered: the verdict, the comment and the photos. Verdicts for ids that are not
 * questions of this type are ignored; a question the draft does not answer counts as the form
 * shows every question before it is answered: passed and applicable (spec 02 §4 "A new report
 * starts with every question pass = true and not N/A"). Notes are cut to the form's limit.
 */
export function publishedAnswers(
  draft: StoredDraftAnswers,
  catalogue: readonly CatalogueQuestion[],
  sections: readonly CatalogueSection[],
  type: LocationType,
): ReportFormValues {
  const verdicts = verdictsById(draft);
  const images = imagesById(draft.questions);
  const questions = withStoredComments(
    newReportQuestions(catalogue, sections, type),
    draft.comments,
  ).map((question) => {
    const verdict = verdicts.get(question.id) ?? 'passed';
    return {
      ...question,
      comment: question.comment.slice(0, COMMENT_MAX),
      images: images.get(question.id) ?? [],
      pass: verdict !== 'failed',
      isNotApplicable: verdict === 'notApplicable',
    };
  });
  return {
    questions,
    highlightNotes: text(draft.highlightNotes, NOTES_MAX),
    lowlightNotes: text(draft.lowlightNotes, NOTES_MAX),
  };
}
