import { db } from '@/lib/firebase';
import { loadPackingSlip } from '../api/load-packing-slip';
import { describeSlip } from '../model/describeSlip';
import { packingSlipFileName } from '../model/packingSlip';

/** Loads an order's slip and downloads it as a PDF; the PDF renderer loads only now. */
export async function downloadSlipForOrder(orderId: string): Promise<void> {
  const [data, { downloadPackingSlipPdf }] = await Promise.all([
    loadPackingSlip(db, orderId),
    import('../pdf/download-packing-slip-pdf'),
  ]);
  if (!data) throw new Error('Order not found');
  await downloadPackingSlipPdf(describeSlip(data), packingSlipFileName(data.order.orderNumber));
}
