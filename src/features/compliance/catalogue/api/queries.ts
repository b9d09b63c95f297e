import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Firestore } from 'firebase/firestore';
import { questionRows } from '../model/questionRows';
import type { TypeTab } from '../model/schemas';
import { getQuestion } from './get-question';
import { getSection } from './get-section';
import { listAllQuestions } from './list-all-questions';
import { listQuestionsByType } from './list-questions';
import { listSections } from './list-sections';

/**
 * The catalogue pages' TanStack queries over the repository functions. The catalogue is two
 * compliance forms' worth of small documents: the lists are cached like any list and read again
 * after every catalogue write of this session (`forgetCatalogue`); the edit forms read their
 * document afresh on each opening (the form keeps its own edits meanwhile).
 */
const CATALOGUE_KEY = ['complianceCatalogue'] as const;
const FRESH_PER_OPENING = { staleTime: 0, gcTime: 0 } as const;

export const sectionsQuery = (firestore: Firestore) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'sections'],
    queryFn: () => listSections(firestore),
  });

/** The questions list's rows for a tab: its type's questions (or all) with their section names. */
export const questionRowsQuery = (firestore: Firestore, tab: TypeTab) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'questionRows', tab],
    queryFn: async () => {
      const [questions, sections] = await Promise.all([
        tab === 'all' ? listAllQuestions(firestore) : listQuestionsByType(firestore, tab),
        listSections(firestore),
      ]);
      return questionRows(questions, sections);
    },
  });

export const questionQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'question', id],
    queryFn: () => getQuestion(firestore, id),
    ...FRESH_PER_OPENING,
  });

export const sectionQuery = (firestore: Firestore, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, 'section', id],
    queryFn: () => getSection(firestore, id),
    ...FRESH_PER_OPENING,
  });

/** After a catalogue write: every catalogue list is read again. */
export function forgetCatalogue(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: CATALOGUE_KEY });
}
