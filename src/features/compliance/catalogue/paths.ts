import { paths } from '@/lib/paths';
import type { LocationType } from '../model/types';

const QUESTIONS = '/app/compliance-v2/questions';
const SECTIONS = paths.compliance.sections;

/** Catalogue addresses (spec 02 §2). */
export const cataloguePaths = {
  questions: (type: LocationType | 'all' = 'all') => `${QUESTIONS}?type=${type}`,
  newQuestion: `${QUESTIONS}/new`,
  editQuestion: (id: string) => `${QUESTIONS}/${encodeURIComponent(id)}/edit`,
  sections: SECTIONS,
  newSection: `${SECTIONS}/new`,
  editSection: (id: string) => `${SECTIONS}/${encodeURIComponent(id)}/edit`,
} as const;
