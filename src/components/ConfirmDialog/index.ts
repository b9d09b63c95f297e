export { ConfirmDialog } from './ConfirmDialog';
export { useConfirm } from './useConfirm';
export { useDeleteAction } from './useDeleteAction';
