import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

const QuestionFormPage = lazyPage(() =>
  import('./pages/QuestionFormPage').then((m) => ({ default: m.QuestionFormPage })),
);
const SectionFormPage = lazyPage(() =>
  import('./pages/SectionFormPage').then((m) => ({ default: m.SectionFormPage })),
);

/** Built catalogue screens by route path (see src/app/routeTable.ts). */
export const cataloguePages: FeaturePages = {
  [appPatterns.complianceQuestions]: lazyPage(() =>
    import('./pages/QuestionsPage').then((m) => ({ default: m.QuestionsPage })),
  ),
  [appPatterns.newComplianceQuestion]: QuestionFormPage,
  [appPatterns.editComplianceQuestion]: QuestionFormPage,
  [appPatterns.questionSections]: lazyPage(() =>
    import('./pages/SectionsPage').then((m) => ({ default: m.SectionsPage })),
  ),
  [appPatterns.newQuestionSection]: SectionFormPage,
  [appPatterns.editQuestionSection]: SectionFormPage,
};
