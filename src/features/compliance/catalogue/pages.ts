import { lazyPage, type FeaturePages } from '@/lib/featurePages';

const QuestionFormPage = lazyPage(() =>
  import('./pages/QuestionFormPage').then((m) => ({ default: m.QuestionFormPage })),
);
const SectionFormPage = lazyPage(() =>
  import('./pages/SectionFormPage').then((m) => ({ default: m.SectionFormPage })),
);

/** Built catalogue screens by route path (see src/app/routeTable.ts). */
export const cataloguePages: FeaturePages = {
  'compliance-v2/questions': lazyPage(() =>
    import('./pages/QuestionsPage').then((m) => ({ default: m.QuestionsPage })),
  ),
  'compliance-v2/questions/new': QuestionFormPage,
  'compliance-v2/questions/:id/edit': QuestionFormPage,
  'compliance-v2/question-sections': lazyPage(() =>
    import('./pages/SectionsPage').then((m) => ({ default: m.SectionsPage })),
  ),
  'compliance-v2/question-sections/new': SectionFormPage,
  'compliance-v2/question-sections/:id/edit': SectionFormPage,
};
