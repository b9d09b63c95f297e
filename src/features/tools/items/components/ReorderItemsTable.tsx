import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { DataTable } from '@/components/DataTable';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { forgetCatalogue, itemsByOrderQuery } from '../api/queries';
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
  const client = useQueryClient();
  const query = itemsByOrderQuery(db);
  const items = useQuery(query);
  const [saving, setSaving] = useState(false);

  if (!items.isSuccess) {
    return (
      <QueryState
        query={items}
        loadingLabel="Loading items"
        errorMessage={itemMessagesUi.loadFailed}
      />
    );
  }

  // The cached list is the table's rows: a drop shows at once, a failed save puts it back.
  const reorder = async (next: Item[]) => {
    const previous = items.data;
    const changes = renumber(next);
    client.setQueryData(query.queryKey, applyOrderChanges(next, changes));
    if (changes.length === 0) return;
    setSaving(true);
    try {
      await saveItemOrder(db, changes);
      // The order form lists the catalogue in this order; this list already shows it.
      void forgetCatalogue(client);
      enqueueSnackbar(itemMessagesUi.orderSaved, { variant: 'success' });
    } catch (err) {
      console.error('Saving the item order failed', err);
      client.setQueryData(query.queryKey, previous);
      enqueueSnackbar(itemMessagesUi.orderFailed, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <DataTable
      rows={items.data}
      columns={itemColumns}
      getRowId={(item) => item.id}
      loading={saving}
      label="Items in order"
      emptyMessage={itemMessagesUi.noItems}
      onReorder={(next) => void reorder(next)}
      // The longest page, so most catalogues fit on one and every row can reach every place.
      initialState={{ pageSize: 75 }}
      minWidth={700}
    />
  );
}
