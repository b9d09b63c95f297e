export { toolsPages } from './pages';
