export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { useConfirm, type ConfirmRequest } from './useConfirm';
