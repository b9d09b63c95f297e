import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FORM_DEFS, FORM_IDS } from '../../src/features/approvals/model/forms';

/**
 * firestore.rules repeats two things of the approvals model that it checks writes against
 * (issue 28): each request type's own date and lead time (approvalDueOk: the due date) and each
 * type's own fields (approvalTypeKeys: the keys a stored request may have). Rules cannot import
 * TypeScript, so these checks read them back from the rules and compare them with the model.
 */
const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** The body of rules function `name`, up to the next function. */
function body(name: string): string {
  const start = RULES.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`firestore.rules has no function ${name}`);
  const end = RULES.indexOf('\n    }', start);
  return RULES.slice(start, end);
}

/** The quoted strings of `text`, in order. */
const quoted = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

describe('firestore.rules approvals and the approvals model', () => {
  it('holds each type’s own date and lead time (approvalDueOk)', () => {
    const found = Object.fromEntries(
      [
        ...body('approvalDueOk').matchAll(
          /d\.formId == '([a-z-]+)' (?:\?|&&) approvalDueFrom\(d, d\.(\w+), (\d+)\)/g,
        ),
      ].map(([, formId, anchor, days]) => [formId, { anchor, days: Number(days) }]),
    );
    expect(found).toEqual(
      Object.fromEntries(
        FORM_IDS.map((id) => [
          id,
          { anchor: FORM_DEFS[id].anchorField, days: FORM_DEFS[id].leadDays },
        ]),
      ),
    );
  });

  it('holds each type’s own fields (approvalTypeKeys)', () => {
    const typeKeys = body('approvalTypeKeys');
    for (const id of FORM_IDS) {
      const line = typeKeys.split('\n').find((l) => l.includes(`formId == '${id}'`)) ?? '';
      const keys = quoted(line.slice(line.indexOf('[')));
      // isTruckForm is a common key of every request (approvalCommonKeys).
      const own = FORM_DEFS[id].fields.map((f) => f.name).filter((n) => n !== 'isTruckForm');
      expect(new Set(keys), id).toEqual(new Set(own));
    }
  });
});
