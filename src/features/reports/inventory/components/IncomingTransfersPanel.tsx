import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import * as yup from 'yup';
import { TextNoteForm } from '@/components/TextNoteForm';
import type { StockTransfer } from '@/data/inventory';
import { errorText } from '@/lib/errors';
import { answerStockTransfer } from '../api/stock-movements';
import { rereadCogs } from '../hooks/useCogsData';
import { incomingTransfersKey } from '../hooks/queryKeys';
import type { TransferPlace } from '../hooks/useIncomingTransfers';
import { transferLine } from '../model/transfers';

const MAX_REFUSAL = 500;
const refusalSchema = yup.object({
  refusal: yup
    .string()
    .trim()
    .required('Say why the transfer is refused.')
    .max(MAX_REFUSAL, `At most ${MAX_REFUSAL} characters.`),
});

/**
 * Transfers other locations sent to this one and that wait for its answer: nothing moves on
 * either side until its staff accept one (into their unfinished period) or refuse it, saying why.
 * Shown on the COGS page and on the location's unfinished inventory period, where staff without
 * View COGS Reports (the Employees who receive the stock) answer them.
 */
export function IncomingTransfersPanel({
  location,
  transfers,
  itemNames,
  canAnswer,
}: {
  location: TransferPlace;
  transfers: readonly StockTransfer[];
  itemNames: ReadonlyMap<string, string>;
  canAnswer: boolean;
}) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [refusing, setRefusing] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: (input: { transfer: StockTransfer; refusal?: string }) =>
      answerStockTransfer({
        transferId: input.transfer.id,
        answer: input.refusal === undefined ? 'accept' : 'refuse',
        ...(input.refusal === undefined ? {} : { refusal: input.refusal }),
      }),
    onSuccess: async (result, { transfer }) => {
      setRefusing(null);
      enqueueSnackbar(
        result.status === 'accepted'
          ? `Transfer from ${transfer.fromLocationName} accepted.`
          : `Transfer from ${transfer.fromLocationName} refused.`,
        { variant: 'success' },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: incomingTransfersKey(location.id) }),
        rereadCogs(queryClient, [location.id, transfer.fromLocationId]),
      ]);
    },
  });

  if (transfers.length === 0) return null;
  return (
    <Paper sx={{ p: 2, mb: 2 }} data-testid="incoming-transfers">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Incoming transfers · {location.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Stock another location sent here. It counts in neither COGS until you accept it; accepting
        adds it to your current period.
      </Typography>
      {answer.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorText(answer.error)}
        </Alert>
      )}
      <Stack spacing={2}>
        {transfers.map((transfer) => (
          <Box key={transfer.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
            <Typography>{transferLine(transfer, itemNames)}</Typography>
            {canAnswer && refusing !== transfer.id && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  disabled={answer.isPending}
                  onClick={() => answer.mutate({ transfer })}
                  aria-label={`Accept the transfer from ${transfer.fromLocationName}`}
                >
                  Accept
                </Button>
                <Button
                  disabled={answer.isPending}
                  onClick={() => setRefusing(transfer.id)}
                  aria-label={`Refuse the transfer from ${transfer.fromLocationName}`}
                >
                  Refuse
                </Button>
              </Box>
            )}
            {refusing === transfer.id && (
              <Box sx={{ mt: 1 }}>
                <TextNoteForm
                  name="refusal"
                  label="Why is it refused?"
                  formLabel={`Refuse the transfer from ${transfer.fromLocationName}`}
                  maxLength={MAX_REFUSAL}
                  schema={refusalSchema}
                  initialText=""
                  submitLabel="Refuse transfer"
                  onSave={(refusal) => answer.mutateAsync({ transfer, refusal }).then(() => {})}
                  onCancel={() => setRefusing(null)}
                />
              </Box>
            )}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}
