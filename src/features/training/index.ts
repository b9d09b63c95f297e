export { trainingPages } from './pages';
