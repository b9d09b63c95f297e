export { AttachedFileList } from './AttachedFileList';
export { FilePicker, type FilePickerProps } from './FilePicker';
export {
  fileProblem,
  takeRoom,
  withFile,
  type FileLimits,
  type FileMessages,
  type StoredFile,
} from './filePicking';
