import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/PageHeader';
import { db } from '@/lib/firebase';
import { itemQuery } from './api/queries';
import { ItemForm } from './components/ItemForm';
import { ItemLoadState } from './components/ItemLoadState';

/** tools/new-item and tools/items/:id/edit: the same form, empty or filled from the item. */
export default function ItemFormPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageHeader title="New Item" />
        <ItemForm />
      </>
    );
  }
  return <EditItem id={id} />;
}

function EditItem({ id }: { id: string }) {
  const item = useQuery(itemQuery(db, id));
  return (
    <>
      <PageHeader title="Edit Item" />
      {item.data ? <ItemForm key={item.data.id} item={item.data} /> : <ItemLoadState item={item} />}
    </>
  );
}
