import { ConfirmDialog } from '@/components/ConfirmDialog';

interface DeleteConfirmProps {
  ids: string[] | null;
  singular: string;
  plural: string;
  busy: boolean;
  /** Said in the dialog, e.g. that a territory's locations lose their territory. */
  consequence?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirm dialog of a single or bulk delete. */
export function DeleteConfirm({
  ids,
  singular,
  plural,
  busy,
  consequence,
  onConfirm,
  onCancel,
}: DeleteConfirmProps) {
  const count = ids?.length ?? 0;
  const what = count === 1 ? `this ${singular.toLowerCase()}` : `${count} ${plural.toLowerCase()}`;
  return (
    <ConfirmDialog
      open={count > 0}
      title={count === 1 ? `Delete ${singular}?` : `Delete ${count} ${plural}?`}
      message={`Are you sure you want to delete ${what}? This cannot be undone.${consequence ? ` ${consequence}` : ''}`}
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
