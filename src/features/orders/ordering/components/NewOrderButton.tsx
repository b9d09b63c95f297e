import { useNavigate } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSession } from '@/features/auth';
import { paths } from '@/lib/paths';

/** "New Order" of the orders and drafts lists, for holders of Create Orders only. */
export function NewOrderButton() {
  const { can } = useSession();
  const navigate = useNavigate();
  if (!can('orders.create')) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => navigate(paths.orders.new)}>
      New Order
    </Button>
  );
}
