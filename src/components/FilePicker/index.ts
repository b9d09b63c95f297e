export { AttachedFileList } from './AttachedFileList';
export { FilePicker, type FilePickerProps } from './FilePicker';
// The picker's pure rules live in src/lib/files.ts (models use them); re-exported for the UI.
export * from '@/lib/files';
