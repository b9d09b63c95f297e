/**
 * The approval request types (issue 12): each is a typed form, `formId`, with the spec's
 * type-specific fields (spec 01 §3). One definition per type drives the form, its validation,
 * the detail view, the diff between versions and the due date; firestore.rules (approvals)
 * mirrors the field list and types per `formId`.
 */
import { FORM_IDS, isFormId, type FormId } from '@/data/shapes/approvals';

// The form ids are stored on every request (src/data/approvals.ts).
export { FORM_IDS, isFormId, type FormId };

type FieldKind =
  /** A calendar day: `yyyy-MM-dd` in the form, a timestamp (local midnight) when stored. */
  | 'date'
  /** A moment: `yyyy-MM-ddTHH:mm` in the form, a timestamp when stored. */
  | 'datetime'
  | 'text'
  | 'longText'
  | 'bool'
  /** Dollars typed with at most 2 decimals; stored as integer cents. */
  | 'money'
  /** A whole number (guests). */
  | 'count'
  /** A whole percentage 1..100 (discount). */
  | 'percent'
  /** Item ids picked from the Items catalogue, 1..MAX_ITEMS. */
  | 'items'
  | 'select';

export interface FieldDef {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Text: maximum length. Count: maximum value. */
  max?: number;
  options?: readonly string[];
  helperText?: string;
  /** A date that has happened: not after today (a refund's transaction, issue 30). */
  notInFuture?: boolean;
}

export interface FormDef {
  id: FormId;
  title: string;
  /** The line on the start page. */
  description: string;
  /** Label of the common details text (the reason, the plan...). */
  detailsLabel: string;
  fields: readonly FieldDef[];
  /** The request's own date the due date counts back from. */
  anchorField: string;
  /** Days corporate needs before the anchor date. */
  leadDays: number;
  /** What the attachments are (receipt, proof, permit, quotes). */
  filesLabel: string;
  /** Whether the request is for a truck whatever the location (event: set by the form). */
  truckField?: string;
}

export const MAX_ITEMS = 30;
const MAX_TEXT = 255;
export const MAX_DETAILS = 2000;
export const MAX_TITLE = 120;
const MAX_GUESTS = 100000;
/** Largest amount a request may carry: $1,000,000.00. */
export const MAX_AMOUNT_CENTS = 100_000_000;

const AD_CHANNELS = [
  'Social media',
  'Print',
  'Radio',
  'Television',
  'Billboard or signage',
  'Sponsorship',
  'Other',
] as const;

const date = (name: string, label: string, required = true): FieldDef => ({
  name,
  label,
  kind: 'date',
  required,
});

export const FORM_DEFS: Record<FormId, FormDef> = {
  refund: {
    id: 'refund',
    title: 'Refund or comp',
    description: 'Give money back or comp a meal for a guest complaint.',
    detailsLabel: 'Reason',
    fields: [
      { ...date('transactionDate', 'Transaction date'), notInFuture: true },
      date('refundDate', 'Refund date'),
      { name: 'amountCents', label: 'Amount ($)', kind: 'money', required: true },
    ],
    anchorField: 'refundDate',
    leadDays: 2,
    filesLabel: 'Receipt',
  },
  marketing: {
    id: 'marketing',
    title: 'Local marketing or advertising',
    description: 'Run local ads, flyers or sponsorships with the brand.',
    detailsLabel: 'What will be advertised',
    fields: [
      date('launchDate', 'Launch date'),
      {
        name: 'howAdvertised',
        label: 'How it is advertised',
        kind: 'select',
        required: true,
        options: AD_CHANNELS,
      },
      date('startDate', 'Start date'),
      date('endDate', 'End date'),
    ],
    anchorField: 'launchDate',
    leadDays: 14,
    filesLabel: 'Proof',
  },
  event: {
    id: 'event',
    title: 'Event, catering or off-site truck stop',
    description: 'Cater an event or park a truck somewhere off its usual route.',
    detailsLabel: 'Event details',
    fields: [
      { name: 'eventTimeAndDate', label: 'Event date and time', kind: 'datetime', required: true },
      { name: 'isEventRecurring', label: 'Recurring event', kind: 'bool', required: false },
      { name: 'isTruckForm', label: 'Truck stop (off-site)', kind: 'bool', required: false },
      { name: 'venue', label: 'Venue', kind: 'text', required: true, max: MAX_TEXT },
      {
        name: 'expectedGuests',
        label: 'Expected guests',
        kind: 'count',
        required: true,
        max: MAX_GUESTS,
      },
    ],
    anchorField: 'eventTimeAndDate',
    leadDays: 14,
    filesLabel: 'Permit',
    truckField: 'isTruckForm',
  },
  'menu-item': {
    id: 'menu-item',
    title: 'Menu item add or remove',
    description: 'Add catalogue items to the local menu or take them off.',
    detailsLabel: 'Why',
    fields: [
      {
        name: 'isAddingItem',
        label: 'Adding items (off: removing)',
        kind: 'bool',
        required: false,
      },
      { name: 'itemIds', label: 'Items', kind: 'items', required: true },
      date('launchDate', 'Launch date'),
    ],
    anchorField: 'launchDate',
    leadDays: 21,
    filesLabel: 'Supporting files',
  },
  promotion: {
    id: 'promotion',
    title: 'Promotion',
    description: 'Discount catalogue items for a limited time.',
    detailsLabel: 'Promotion details',
    fields: [
      date('startDate', 'Start date'),
      date('endDate', 'End date'),
      { name: 'itemIds', label: 'Items', kind: 'items', required: true },
      { name: 'discountPercent', label: 'Discount (%)', kind: 'percent', required: true },
    ],
    anchorField: 'startDate',
    leadDays: 14,
    filesLabel: 'Artwork',
  },
  equipment: {
    id: 'equipment',
    title: 'Equipment, repair or signage',
    description: 'Buy or repair equipment, or change signage.',
    detailsLabel: 'What is needed and why',
    fields: [
      date('needByDate', 'Needed by'),
      { name: 'amountCents', label: 'Amount ($)', kind: 'money', required: true },
    ],
    anchorField: 'needByDate',
    leadDays: 7,
    filesLabel: 'Quotes',
  },
  'hours-change': {
    id: 'hours-change',
    title: 'Hours or route change',
    description: 'Change opening hours or a truck route.',
    detailsLabel: 'New hours or route',
    fields: [
      { name: 'dateAndTime', label: 'Change takes effect', kind: 'datetime', required: true },
      date('startDate', 'Start date'),
      date('endDate', 'End date'),
    ],
    anchorField: 'dateAndTime',
    leadDays: 7,
    filesLabel: 'Supporting files',
  },
};

export function formDef(formId: FormId): FormDef {
  return FORM_DEFS[formId];
}
