import type { ComplianceQuestion, ComplianceSection, LocationType } from './types';

/** The section field that holds its position for a location type (spec 02 §3). */
type SectionOrderField = 'orderInRestaurant' | 'orderInTruck';

export function sectionOrderField(type: LocationType): SectionOrderField {
  return type === 'restaurant' ? 'orderInRestaurant' : 'orderInTruck';
}

type SortableSection = Pick<
  ComplianceSection,
  'orderInRestaurant' | 'orderInTruck' | 'updatedAtTimestamp'
>;

/**
 * Sections in the order a report of `type` shows them: by the type's order field, ties by the
 * newest update first (spec 02 §4). Returns a new array.
 */
export function sortSections<S extends SortableSection>(
  sections: readonly S[],
  type: LocationType,
): S[] {
  const field = sectionOrderField(type);
  return [...sections].sort(
    (a, b) => a[field] - b[field] || b.updatedAtTimestamp - a.updatedAtTimestamp,
  );
}

interface SectionGroup<S, Q> {
  section: S;
  questions: Q[];
}

/**
 * Questions of `type` grouped under their sections, sections in report order and questions by
 * `order` within each. Sections without a question of that type are left out, and so are questions
 * whose section is unknown (a deleted section must not break the form).
 */
export function groupQuestionsBySection<
  S extends SortableSection & Pick<ComplianceSection, 'id'>,
  Q extends Pick<ComplianceQuestion, 'sectionId' | 'order' | 'type'>,
>(questions: readonly Q[], sections: readonly S[], type: LocationType): SectionGroup<S, Q>[] {
  const bySection = new Map<string, Q[]>();
  for (const question of questions) {
    if (question.type !== type) continue;
    const list = bySection.get(question.sectionId) ?? [];
    list.push(question);
    bySection.set(question.sectionId, list);
  }
  return sortSections(sections, type).flatMap((section) => {
    const list = bySection.get(section.id);
    return list ? [{ section, questions: [...list].sort((a, b) => a.order - b.order) }] : [];
  });
}

/** Order for a new entry: highest existing + 1, or 1 when there is none (spec 02 §4). */
export function nextOrder(values: readonly number[]): number {
  return values.reduce((max, value) => Math.max(max, value), 0) + 1;
}
