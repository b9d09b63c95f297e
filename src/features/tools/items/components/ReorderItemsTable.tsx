import { useEffect, useState } from 'react';
import { useSnackbar } from 'notistack';
import { DataTable } from '@/components/DataTable';
import { listItemsByOrder } from '../api/list-items-by-order';
import { saveItemOrder } from '../api/save-item-order';
import type { Item } from '../model/item';
import { itemMessagesUi } from '../model/messages';
import { applyOrderChanges, renumber } from '../model/renumber';
import { itemColumns } from './itemColumns';

/**
 * Reorder mode: every item in `order` (see listItemsByOrder for why all of them), dragged by the
 * handle or moved with the keyboard (focus the handle, Space, arrows, Space). Each drop saves the
 * changed positions at once; a failed save puts the rows back.
 */
export function ReorderItemsTable() {
  const { enqueueSnackbar } = useSnackbar();
  const [rows, setRows] = useState<Item[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let active = true;
    listItemsByOrder().then(
      (items) => {
        if (!active) return;
        setRows(items);
        setLoading(false);
      },
      (err: unknown) => {
        console.error('Loading items for reordering failed', err);
        if (!active) return;
        setError(itemMessagesUi.loadFailed);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const reorder = async (next: Item[]) => {
    const previous = rows;
    const changes = renumber(next);
    setRows(applyOrderChanges(next, changes));
    if (changes.length === 0) return;
    setSaving(true);
    try {
      await saveItemOrder(changes);
      enqueueSnackbar(itemMessagesUi.orderSaved, { variant: 'success' });
    } catch (err) {
      console.error('Saving the item order failed', err);
      setRows(previous);
      enqueueSnackbar(itemMessagesUi.orderFailed, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DataTable
      rows={rows}
      columns={itemColumns}
      getRowId={(item) => item.id}
      loading={loading || saving}
      error={error}
      label="Items in order"
      emptyMessage={itemMessagesUi.noItems}
      onReorder={(next) => void reorder(next)}
      // The longest page, so most catalogues fit on one and every row can reach every place.
      initialState={{ pageSize: 75 }}
      minWidth={700}
    />
  );
}
