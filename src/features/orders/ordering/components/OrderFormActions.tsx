import { Box, Button } from '@mui/material';
import type { OrderFormIntent } from '../model/orderFormValidation';

interface OrderFormActionsProps {
  /** Editing a placed order: there is no draft to save. */
  editingOrder: boolean;
  submitLabel: string;
  /** The save under way, shown on its button; null when none is. */
  saving: OrderFormIntent | null;
  onPress: (intent: OrderFormIntent) => void;
  onCancel: () => void;
}

/** Cancel, Save Draft (not for a placed order) and Submit Order. */
export function OrderFormActions(props: OrderFormActionsProps) {
  const { editingOrder, submitLabel, saving, onPress, onCancel } = props;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, p: 2 }}>
      <Button size="large" onClick={onCancel}>
        Cancel
      </Button>
      {!editingOrder ? (
        <Button
          size="large"
          variant="outlined"
          loading={saving === 'draft'}
          disabled={saving !== null}
          onClick={() => onPress('draft')}
        >
          Save Draft
        </Button>
      ) : null}
      <Button
        size="large"
        variant="contained"
        loading={saving === 'submit'}
        disabled={saving !== null}
        onClick={() => onPress('submit')}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
