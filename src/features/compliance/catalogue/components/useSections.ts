import { listSections } from '../api/list-sections';
import type { ComplianceSection } from '../../model/types';
import { useLoader, type LoadState } from './useLoader';

/** Every question section (a short list, read whole) with a reload for after writes. */
export function useSections(): LoadState<ComplianceSection[]> & { reload: () => void } {
  return useLoader(listSections, 'sections', 'question sections');
}
