import type { DataTableColumn } from '@/components/DataTable';
import { ITEM_STATUS_OPTIONS, type Item } from '../model/item';
import { ItemPhoto } from './ItemPhoto';
import { ItemStatusChip } from './ItemStatusChip';
import { PriceCell } from './PriceCell';

/**
 * The item list's columns. The photo column is keyed on itemDesc so a row checkbox is named after
 * the item ("Select Brioche Buns"), not a URL. `sortable` is ignored in reorder mode.
 */
export const itemColumns: DataTableColumn<Item>[] = [
  {
    field: 'itemDesc',
    key: 'photo',
    header: 'Photo',
    width: 72,
    render: (item) => <ItemPhoto url={item.photoUrl} alt="" size={48} />,
  },
  { field: 'order', header: '#', sortable: true, width: 56, priority: 3 },
  { field: 'itemDesc', header: 'Description', sortable: true },
  { field: 'sku', header: 'SKU', sortable: true, priority: 2 },
  {
    field: 'status',
    header: 'Status',
    filter: { type: 'checkbox', options: ITEM_STATUS_OPTIONS },
    render: (item) => <ItemStatusChip status={item.status} />,
  },
  {
    field: 'priceCents',
    header: 'Price / Sale price',
    sortable: true,
    align: 'right',
    render: (item) => <PriceCell item={item} />,
  },
  {
    field: 'isOnSale',
    header: 'On sale',
    priority: 3,
    render: (item) => (item.isOnSale ? 'Yes' : 'No'),
  },
];
