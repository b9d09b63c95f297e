import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useItem } from './api/get-item';
import { ItemForm } from './components/ItemForm';
import { ItemLoadState } from './components/ItemLoadState';

/** tools/new-item and tools/items/:id/edit: the same form, empty or filled from the item. */
export default function ItemFormPage() {
  const { id } = useParams();
  const load = useItem(id);
  if (!id) {
    return (
      <>
        <PageHeader title="New Item" />
        <ItemForm />
      </>
    );
  }
  return (
    <>
      <PageHeader title="Edit Item" />
      {load.status === 'ready' ? (
        <ItemForm key={load.item.id} item={load.item} />
      ) : (
        <ItemLoadState load={load} />
      )}
    </>
  );
}
