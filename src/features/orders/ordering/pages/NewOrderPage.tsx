import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/lib/paths';
import { emptyOrderForm } from '../../model/form';
import { activeItems, llcsOf, locationsOf, type OrderOptions } from '../../model/options';
import { LoadState } from '../components/LoadState';
import { OrderForm } from '../components/OrderForm';
import { useOrderOptions } from '../components/useOrderOptions';
import { useOrderSaver } from '../components/useOrderSaver';

/** new-order: pick territory, delivery location, LLC and quantities; save a draft or submit. */
export default function NewOrderPage() {
  const load = useOrderOptions();
  return (
    <>
      <PageHeader title="New Order" />
      {load.status === 'ready' ? (
        <NewOrderForm options={load.options} />
      ) : (
        <LoadState
          status={load.status}
          what="order form"
          backTo={paths.orders.list}
          backLabel="Back to orders"
        />
      )}
    </>
  );
}

function NewOrderForm({ options }: { options: OrderOptions }) {
  const navigate = useNavigate();
  const save = useOrderSaver(options);
  // With one territory (and one location / LLC in it) there is nothing to choose.
  const only = <T extends { id: string }>(list: T[]) => (list.length === 1 ? list[0].id : '');
  const territoryId = only(options.territories);
  const initial = emptyOrderForm(
    activeItems(options.items).map((i) => i.id),
    {
      territoryId,
      deliveryLocationId: territoryId ? only(locationsOf(options, territoryId)) : '',
      llcId: territoryId ? only(llcsOf(options, territoryId)) : '',
    },
  );
  return (
    <OrderForm
      options={options}
      initialValues={initial}
      onSave={save}
      onCancel={() => navigate(paths.orders.list)}
    />
  );
}
