export { AttachedFileList } from './AttachedFileList';
export { FilePicker, type FilePickerProps } from './FilePicker';
export * from './filePicking';
