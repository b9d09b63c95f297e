import { DATE_RANGE_PRESET_LABELS, toDateInputValue } from '@/lib/dateRanges';
import { formatDate } from '@/lib/format';
import type { ColumnFilter, FilterValue } from './types';

/** Short text for an active filter's chip, e.g. `Status: Active, Draft`. */
export function filterSummary(header: string, filter: ColumnFilter, value: FilterValue): string {
  switch (value.type) {
    case 'text':
      return `${header}: “${value.text.trim()}”`;
    case 'checkbox': {
      const options = filter.type === 'checkbox' ? filter.options : [];
      const labels = value.values.map(
        (v) => options.find((option) => option.value === v)?.label ?? String(v),
      );
      return `${header}: ${labels.join(', ')}`;
    }
    // The picker's days are the device's calendar days: shown as picked, not moved to a zone.
    case 'dateRange':
      return value.preset === 'custom'
        ? `${header}: ${formatDate(toDateInputValue(value.range.from))} – ${formatDate(toDateInputValue(value.range.to))}`
        : `${header}: ${DATE_RANGE_PRESET_LABELS[value.preset]}`;
  }
}
