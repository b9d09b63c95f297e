export { FullScreenLoader } from './FullScreenLoader';
