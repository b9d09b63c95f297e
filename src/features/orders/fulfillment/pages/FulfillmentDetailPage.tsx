import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Box, Button, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { QueryState } from '@/components/QueryState';
import { db } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { packingSlipQuery } from '../../api/queries';
import { PackingSlip } from '../components/PackingSlip';
import { NO_PRINT, PrintStyles } from '../components/PrintStyles';
import { useFulfillmentStatus } from '../components/useFulfillmentStatus';
import { useSlipDownload } from '../components/useSlipDownload';
import { describeSlip } from '../model/describeSlip';
import { fulfillmentTarget, type FulfillmentTab } from '../model/tabs';

/**
 * fulfillments/:id: the order's packing slip (the spec's placeholder, made useful), printable
 * with the browser (`?print=1` opens the print dialog once loaded, what the list's Print does) and
 * downloadable as a PDF.
 */
export default function FulfillmentDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const loaded = useQuery(packingSlipQuery(db, id));
  const slip = useMemo(() => (loaded.data ? describeSlip(loaded.data) : null), [loaded.data]);
  const pdf = useSlipDownload();
  const status = useFulfillmentStatus();
  const wantsPrint = params.get('print') === '1';

  useEffect(() => {
    if (!slip || !wantsPrint) return;
    // After the slip has painted; then the flag goes, so going back or reloading does not print
    // again (which also re-runs this effect, harmlessly: the timer has fired by then).
    const timer = setTimeout(() => {
      window.print();
      setParams({}, { replace: true });
    }, 100);
    return () => clearTimeout(timer);
  }, [slip, wantsPrint, setParams]);

  const order = loaded.data?.order ?? null;
  const target = order ? fulfillmentTarget(order.status) : null;
  const backTab: FulfillmentTab = order?.status === 'fulfilled' ? 'fulfilled' : 'approved';

  return (
    <>
      <PrintStyles />
      <Box {...{ [NO_PRINT]: true }}>
        <PageHeader
          title="Packing Slip"
          actions={
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                startIcon={<ArrowBackIcon />}
                onClick={() => navigate(paths.fulfillments.tab(backTab))}
              >
                Fulfillments
              </Button>
              <Button
                variant="outlined"
                startIcon={<PrintIcon />}
                disabled={!slip}
                onClick={() => window.print()}
              >
                Print
              </Button>
              <Button
                variant="outlined"
                startIcon={<PictureAsPdfIcon />}
                disabled={!slip || pdf.isDownloading(id)}
                onClick={() => void pdf.download(id)}
              >
                PDF
              </Button>
              {order && target && status.allowed && (
                <Button
                  variant="contained"
                  disabled={status.isChanging(order.id)}
                  onClick={() => void status.toggle(order)}
                >
                  {target === 'fulfilled' ? 'Fulfill' : 'Unfulfill'}
                </Button>
              )}
            </Stack>
          }
        />
      </Box>
      <QueryState
        query={loaded}
        loadingLabel="Loading packing slip"
        errorMessage="Could not load the packing slip."
      >
        {loaded.data === null && <EmptyState title="Order not found" />}
      </QueryState>
      {slip && <PackingSlip slip={slip} />}
    </>
  );
}
