import type { ReportQuestion } from '@/features/compliance/model/types';

/**
 * An answered compliance question for tests (unit, component and rules tests alike): truck,
 * weight 5, section "Food Safety", passed, no comment or photos, unless `overrides` say otherwise.
 */
export function reportQuestion(
  id: string,
  overrides: Partial<ReportQuestion> = {},
): ReportQuestion {
  return {
    id,
    question: `Question ${id}`,
    type: 'truck',
    typeName: 'Truck',
    weight: 5,
    order: 1,
    sectionId: 's1',
    sectionName: 'Food Safety',
    section: 1,
    pass: true,
    isNotApplicable: false,
    comment: '',
    images: [],
    ...overrides,
  };
}
