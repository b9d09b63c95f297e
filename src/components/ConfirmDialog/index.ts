export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { useConfirm, type ConfirmRequest } from './useConfirm';
export { useDeleteAction, type DeleteActionOptions } from './useDeleteAction';
