/** Snackbar and status texts of the item screens (spec 01 §8 leaves them open; ours). */
export const itemMessagesUi = {
  created: 'Item created',
  updated: 'Item updated',
  deleted: 'Item deleted',
  saveFailed: 'The item could not be saved. Try again.',
  deleteFailed: 'The item could not be deleted. Try again.',
  orderSaved: 'Item order saved',
  orderFailed: 'The new order could not be saved. Try again.',
  loadFailed: 'The items could not be loaded.',
  photoUploadFailed: 'The photo could not be uploaded. Try again.',
  noItems: 'No items yet',
} as const;

/** "Item deleted", or "3 items deleted". */
export const deletedMessage = (count: number) =>
  count === 1 ? itemMessagesUi.deleted : `${count} items deleted`;
