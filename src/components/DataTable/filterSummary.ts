import { DATE_RANGE_PRESET_LABELS } from '@/lib/dateRanges';
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
    case 'dateRange':
      return value.preset === 'custom'
        ? `${header}: ${formatDate(value.range.from)} – ${formatDate(value.range.to)}`
        : `${header}: ${DATE_RANGE_PRESET_LABELS[value.preset]}`;
  }
}
