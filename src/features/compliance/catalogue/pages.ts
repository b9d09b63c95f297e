import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

const QuestionFormPage = lazy(() =>
  import('./pages/QuestionFormPage').then((m) => ({ default: m.QuestionFormPage })),
);
const SectionFormPage = lazy(() =>
  import('./pages/SectionFormPage').then((m) => ({ default: m.SectionFormPage })),
);

/** Built catalogue screens by route path (see src/app/routeTable.ts). */
export const cataloguePages: FeaturePages = {
  'compliance-v2/questions': lazy(() =>
    import('./pages/QuestionsPage').then((m) => ({ default: m.QuestionsPage })),
  ),
  'compliance-v2/questions/new': QuestionFormPage,
  'compliance-v2/questions/:id/edit': QuestionFormPage,
  'compliance-v2/question-sections': lazy(() =>
    import('./pages/SectionsPage').then((m) => ({ default: m.SectionsPage })),
  ),
  'compliance-v2/question-sections/new': SectionFormPage,
  'compliance-v2/question-sections/:id/edit': SectionFormPage,
};
