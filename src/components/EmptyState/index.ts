export { EmptyState } from './EmptyState';
export { NotFoundState } from './NotFoundState';
