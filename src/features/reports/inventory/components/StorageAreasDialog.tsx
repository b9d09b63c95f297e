import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { db } from '@/lib/firebase';
import { saveStorageAreas } from '../api/count-sheet';
import { parseAreaList, type LocationType, type StorageAreas } from '../model/countSheet';
import { STORAGE_AREAS_KEY } from '../hooks/queryKeys';

interface Props {
  areas: StorageAreas;
  onClose: () => void;
}

const LABELS: Record<LocationType, string> = {
  restaurant: 'Restaurant areas',
  truck: 'Truck areas',
};

/** Top roles edit the storage areas of each location type, one per line in walking order. */
export function StorageAreasDialog({ areas, onClose }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [text, setText] = useState<Record<LocationType, string>>({
    restaurant: areas.restaurant.join('\n'),
    truck: areas.truck.join('\n'),
  });
  const parsed = {
    restaurant: parseAreaList(text.restaurant),
    truck: parseAreaList(text.truck),
  };
  const save = useMutation({
    mutationFn: (next: StorageAreas) => saveStorageAreas(db, next),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: STORAGE_AREAS_KEY });
      enqueueSnackbar('Storage areas saved', { variant: 'success' });
      onClose();
    },
    onError: () =>
      enqueueSnackbar('The storage areas could not be saved. Try again.', { variant: 'error' }),
  });
  const submit = () => {
    if (!parsed.restaurant.ok || !parsed.truck.ok) return;
    save.mutate({ restaurant: parsed.restaurant.areas, truck: parsed.truck.areas });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Storage areas</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="info">
            One area per line, in the order people walk them. Each item is given its area in Tools
            &gt; Items; items without one are counted last.
          </Alert>
          {(['restaurant', 'truck'] as const).map((type) => {
            const result = parsed[type];
            return (
              <TextField
                key={type}
                label={LABELS[type]}
                multiline
                minRows={4}
                value={text[type]}
                onChange={(event) => setText({ ...text, [type]: event.target.value })}
                error={!result.ok}
                helperText={result.ok ? `${result.areas.length} areas` : result.message}
              />
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button size="large" onClick={onClose}>
          Cancel
        </Button>
        <Button
          size="large"
          variant="contained"
          loading={save.isPending}
          disabled={!parsed.restaurant.ok || !parsed.truck.ok}
          onClick={submit}
        >
          Save areas
        </Button>
      </DialogActions>
    </Dialog>
  );
}
