import { format, isValid, parse } from 'date-fns';
import * as yup from 'yup';
import { pickedDayOf } from '@/lib/dateRanges';
import {
  MAX_AMOUNT_CENTS,
  MAX_DETAILS,
  MAX_ITEMS,
  MAX_TITLE,
  type FieldDef,
  type FormDef,
} from './forms';

/**
 * What a request form holds while it is being filled: strings for everything typed (so a half
 * typed amount or date is kept as typed), booleans for switches, id lists for items.
 */
type FieldValue = string | boolean | string[];
export interface RequestFormValues {
  name: string;
  details: string;
  franchiseeLocationId: string;
  fields: Record<string, FieldValue>;
}

/** A stored type-specific value: Date for dates (Firestore timestamps), numbers, text, lists. */
type StoredValue = Date | number | string | boolean | string[] | null;

const DAY = 'yyyy-MM-dd';
const MOMENT = "yyyy-MM-dd'T'HH:mm";

function emptyValue(field: FieldDef): FieldValue {
  if (field.kind === 'bool') return false;
  if (field.kind === 'items') return [];
  return '';
}

export function emptyFormValues(def: FormDef, franchiseeLocationId = ''): RequestFormValues {
  return {
    name: '',
    details: '',
    franchiseeLocationId,
    fields: Object.fromEntries(def.fields.map((f) => [f.name, emptyValue(f)])),
  };
}

/** "12.5" → 1250; null when it is not an amount of at most 2 decimals. */
export function parseCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function parseDay(text: string, kind: 'date' | 'datetime'): Date | null {
  if (!text) return null;
  const parsed = parse(text, kind === 'date' ? DAY : MOMENT, new Date(0));
  return isValid(parsed) ? parsed : null;
}

/** One field as stored; assumes the form passed validation. */
function toStoredValue(field: FieldDef, value: FieldValue | undefined): StoredValue {
  const v = value ?? emptyValue(field);
  switch (field.kind) {
    case 'date':
    case 'datetime':
      return parseDay(String(v), field.kind);
    case 'money':
      return parseCents(String(v));
    case 'count':
    case 'percent':
      return String(v).trim() === '' ? null : Number(v);
    case 'bool':
      return v === true;
    case 'items':
      return Array.isArray(v) ? [...v] : [];
    default:
      return String(v).trim();
  }
}

/** Back from the stored shape to what the form edits. */
function toFormValue(field: FieldDef, stored: unknown): FieldValue {
  const asDate =
    stored instanceof Date
      ? stored
      : stored && typeof (stored as { toDate?: unknown }).toDate === 'function'
        ? (stored as { toDate(): Date }).toDate()
        : null;
  switch (field.kind) {
    case 'date':
      return asDate ? pickedDayOf(asDate) : '';
    case 'datetime':
      return asDate ? format(asDate, MOMENT) : '';
    case 'money':
      return typeof stored === 'number' ? (stored / 100).toFixed(2) : '';
    case 'count':
    case 'percent':
      return typeof stored === 'number' ? String(stored) : '';
    case 'bool':
      return stored === true;
    case 'items':
      return Array.isArray(stored) ? stored.map(String) : [];
    default:
      return typeof stored === 'string' ? stored : '';
  }
}

export function storedFields(def: FormDef, values: RequestFormValues): Record<string, StoredValue> {
  return Object.fromEntries(
    def.fields.map((f) => [f.name, toStoredValue(f, values.fields[f.name])]),
  );
}

export function formValuesFrom(
  def: FormDef,
  stored: { name: string; details: string; franchiseeLocationId: string } & Record<string, unknown>,
): RequestFormValues {
  return {
    name: stored.name,
    details: stored.details,
    franchiseeLocationId: stored.franchiseeLocationId,
    fields: Object.fromEntries(def.fields.map((f) => [f.name, toFormValue(f, stored[f.name])])),
  };
}

/** A stored value as people read it (detail page, diff). Item ids become names when known. */
export function displayValue(
  field: FieldDef,
  stored: unknown,
  itemNames: Record<string, string> = {},
): string {
  const value = toFormValue(field, stored);
  switch (field.kind) {
    case 'bool':
      return value ? 'Yes' : 'No';
    case 'money':
      return typeof stored === 'number' ? formatCents(stored) : '';
    case 'percent':
      return value ? `${String(value)}%` : '';
    case 'items':
      return (value as string[]).map((id) => itemNames[id] ?? id).join(', ');
    case 'date':
      return value ? format(parseDay(String(value), 'date') as Date, 'dd MMM yyyy') : '';
    case 'datetime':
      return value
        ? format(parseDay(String(value), 'datetime') as Date, 'dd MMM yyyy | hh:mm a')
        : '';
    default:
      return String(value);
  }
}

const REQUIRED = (label: string) => `${label} is required`;

/** "Transaction date cannot be in the future": a notInFuture date after today. */
const futureDateMessage = (label: string) => `${label} cannot be in the future`;

function fieldSchema(field: FieldDef, now: Date): yup.Schema {
  const required = REQUIRED(field.label);
  switch (field.kind) {
    case 'date':
    case 'datetime': {
      const kind = field.kind;
      let s = yup
        .string()
        .test('date', `${field.label} must be a valid date`, (v) => !v || !!parseDay(v, kind));
      if (field.notInFuture) {
        // The day's start (the device's midnight) must have come: today is fine, tomorrow not.
        s = s.test('past', futureDateMessage(field.label), (v) => {
          const day = v ? parseDay(v, kind) : null;
          return !day || day.getTime() <= now.getTime();
        });
      }
      return field.required ? s.required(required) : s;
    }
    case 'money':
      return yup
        .string()
        .required(required)
        .test(
          'money',
          'Enter an amount like 125.50 (at most 2 decimals)',
          (v) => !v || parseCents(v) !== null,
        )
        .test(
          'max',
          'Amounts are at most $1,000,000.00',
          (v) => !v || (parseCents(v) ?? 0) <= MAX_AMOUNT_CENTS,
        );
    case 'count':
      return yup
        .string()
        .required(required)
        .matches(/^\d+$/, 'Enter a whole number')
        .test(
          'range',
          `Enter a number from 1 to ${field.max ?? 1}`,
          (v) => !v || (Number(v) >= 1 && Number(v) <= (field.max ?? 1)),
        );
    case 'percent':
      return yup
        .string()
        .required(required)
        .matches(/^\d+$/, 'Enter a whole percentage')
        .test(
          'range',
          'Enter a percentage from 1 to 100',
          (v) => !v || (Number(v) >= 1 && Number(v) <= 100),
        );
    case 'items':
      return yup
        .array(yup.string().required())
        .min(1, 'Pick at least one item')
        .max(MAX_ITEMS, `Pick at most ${MAX_ITEMS} items`);
    case 'bool':
      return yup.boolean();
    case 'select': {
      const s = yup
        .string()
        .oneOf([...(field.options ?? []), ''], `Choose ${field.label.toLowerCase()}`);
      return field.required ? s.required(`Choose ${field.label.toLowerCase()}`) : s;
    }
    default: {
      const s = yup
        .string()
        .trim()
        .max(field.max ?? 255, `Must be at most ${field.max ?? 255} characters`);
      return field.required ? s.required(required) : s;
    }
  }
}

const laterThan = (after: string, before: string, message: string) =>
  ({ after, before, message }) as const;

/** Cross-field rules: an end never before its start, a refund never before its transaction. */
const ORDERINGS = [
  laterThan('endDate', 'startDate', 'End date must not be before the start date'),
  laterThan('refundDate', 'transactionDate', 'Refund date must not be before the transaction date'),
];

/**
 * The Yup schema of one request type (every message says what to fix), as of `now` (a date that
 * must have happened is checked against it: the form's time, or the server's when sending).
 */
export function requestSchema(def: FormDef, now: Date = new Date()) {
  const names = new Set(def.fields.map((f) => f.name));
  let fields = yup.object(Object.fromEntries(def.fields.map((f) => [f.name, fieldSchema(f, now)])));
  for (const rule of ORDERINGS) {
    if (!names.has(rule.after) || !names.has(rule.before)) continue;
    fields = fields.test('order', rule.message, function check(value) {
      // Both are day fields, typed as yyyy-MM-dd text (which orders as the days do).
      const after: unknown = value ? Reflect.get(value, rule.after) : undefined;
      const before: unknown = value ? Reflect.get(value, rule.before) : undefined;
      if (typeof after !== 'string' || typeof before !== 'string') return true;
      if (!after || !before || after >= before) return true;
      return this.createError({ path: `fields.${rule.after}`, message: rule.message });
    });
  }
  return yup.object({
    name: yup
      .string()
      .trim()
      .required('Title is required')
      .max(MAX_TITLE, `Must be at most ${MAX_TITLE} characters`),
    details: yup
      .string()
      .trim()
      .required(`${def.detailsLabel} is required`)
      .max(MAX_DETAILS, `Must be at most ${MAX_DETAILS} characters`),
    franchiseeLocationId: yup.string().required('Choose a franchise location'),
    fields,
  });
}
