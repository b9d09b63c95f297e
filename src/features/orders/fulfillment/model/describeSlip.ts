import { formatCents, formatDateTime } from '@/lib/format';
import type { Order } from '../../model/types';
import { NO_FULFILLMENT_NOTE } from '../../model/fulfillmentNote';
import { orderTotals, orderValue, orderValueNote, type OrderTotals } from '../../model/totals';
import { buildSlipLines, type SlipItem, type SlipLine } from './packingSlip';

/** The delivery address block of a packing slip (`delivery_locations/{id}`, spec 01 §3). */
export interface SlipAddress {
  name: string;
  recipientName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  mobile: string;
  email: string;
}

/** A catalogue item as the slip reads it: its packing sizes and its prices (integer cents). */
export interface PricedSlipItem extends SlipItem {
  priceCents: number;
  salePriceCents: number;
  isOnSale: boolean;
}

/** Everything a packing slip shows, read once. */
export interface PackingSlipData {
  order: Order;
  /** Null when the delivery location no longer exists. */
  address: SlipAddress | null;
  /** Empty when the LLC no longer exists. */
  llcName: string;
  items: PricedSlipItem[];
  /** Text of the current fulfillment note, or null when there is none. */
  note: string | null;
}
/** A packing slip laid out once, for both the printable page and the PDF. */
export interface SlipDescription {
  title: string;
  overnight: boolean;
  /** Label / value pairs of the heading block, in print order. */
  fields: [label: string, value: string][];
  /** Address lines of the delivery location. */
  addressLines: string[];
  lines: SlipLine[];
  /** From the orders feature's orderTotals, the same numbers the order form shows. */
  totals: OrderTotals;
  /** Titled free-text blocks; a note that is empty says "None". */
  notes: [title: string, text: string][];
}

const NONE = 'None';

/** "(207) 555-0140" for the stored 10 digits; anything else as stored. */
function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
    : digits;
}

function addressLines(order: Order, address: SlipAddress | null): string[] {
  if (!address)
    return [order.deliveryLocation.name || 'Unknown delivery location', 'Address not available'];
  const cityLine = [address.city, [address.state, address.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.name,
    address.recipientName && `Attn: ${address.recipientName}`,
    address.address1,
    address.address2,
    cityLine,
    [formatPhone(address.mobile), address.email].filter(Boolean).join(' · '),
  ].filter((line): line is string => !!line);
}

/** Everything a packing slip prints, derived from what load-packing-slip.ts read. */
export function describeSlip({
  order,
  address,
  llcName,
  items,
  note,
}: PackingSlipData): SlipDescription {
  const lines = buildSlipLines(order.items, items, order.overnightShipping);
  const value = orderValue(order.items, items, order.countedSales?.items ?? null);
  return {
    title: `Packing Slip · Order #${order.orderNumber}`,
    overnight: order.overnightShipping,
    fields: [
      ['Order number', String(order.orderNumber)],
      ['Created', formatDateTime(order.createdAt)],
      ['Last updated', formatDateTime(order.updatedAt)],
      ['Territory', order.territory.name || 'Unknown territory'],
      ['LLC', llcName || 'Unknown LLC'],
      ['Overnight shipping', order.overnightShipping ? 'Yes' : 'No'],
      ['Order total', formatCents(value.cents)],
      ['Prices', orderValueNote(value)],
    ],
    addressLines: addressLines(order, address),
    lines,
    totals: orderTotals(order.items, items),
    notes: [
      ['Franchisee notes', order.franchiseeNotes.trim() || NONE],
      ['Corporate notes', order.corporateNotes.trim() || NONE],
      ['Fulfillment note', note?.trim() || NO_FULFILLMENT_NOTE],
    ],
  };
}
