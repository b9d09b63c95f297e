// What sibling sub-features use of the question catalogue (the lint fence: only through here).
export { listQuestionsByType } from './api/list-questions';
export { listSections } from './api/list-sections';
export { forgetCatalogue } from './api/queries';
export { saveCatalogueOrder } from './api/save-catalogue-order';
