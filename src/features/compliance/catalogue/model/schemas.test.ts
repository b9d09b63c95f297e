import { describe, expect, it } from 'vitest';
import {
  catalogueMessages,
  editSectionSchema,
  newSectionSchema,
  parseTypeTab,
  parseWeight,
  questionSchema,
  toQuestionValues,
  toSectionName,
  WEIGHT_VALUES,
  weightLabel,
} from './schemas';

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  v: unknown,
) =>
  schema.validate(v, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('parseWeight', () => {
  it('accepts 1..20 and dnq', () => {
    expect(parseWeight('1')).toBe(1);
    expect(parseWeight('20')).toBe(20);
    expect(parseWeight('dnq')).toBe('dnq');
  });
  it('refuses anything else', () => {
    for (const bad of ['0', '21', '1.5', 'x', '', '-3', 'DNQ']) expect(parseWeight(bad)).toBeNull();
  });
});

describe('weights', () => {
  it('lists 1 to 20 then dnq, labelled DNQ', () => {
    expect(WEIGHT_VALUES).toHaveLength(21);
    expect(WEIGHT_VALUES[0]).toBe(1);
    expect(WEIGHT_VALUES[20]).toBe('dnq');
    expect(weightLabel('dnq')).toBe('DNQ');
    expect(weightLabel(7)).toBe('7');
  });
});

describe('parseTypeTab', () => {
  it('keeps restaurant and truck, falls back to all', () => {
    expect(parseTypeTab('restaurant')).toBe('restaurant');
    expect(parseTypeTab('truck')).toBe('truck');
    expect(parseTypeTab('all')).toBe('all');
    expect(parseTypeTab('van')).toBe('all');
    expect(parseTypeTab(null)).toBe('all');
  });
});

describe('questionSchema', () => {
  it('says what is missing, with the spec wording', async () => {
    expect(
      await errorsOf(questionSchema, { type: '', sectionId: '', weight: '', question: ' ' }),
    ).toEqual([
      catalogueMessages.typeRequired,
      catalogueMessages.sectionRequired,
      catalogueMessages.weightRequired,
      catalogueMessages.questionRequired,
    ]);
  });
  it('refuses a 256-character question', async () => {
    const errors = await errorsOf(questionSchema, {
      type: 'truck',
      sectionId: 's',
      weight: '3',
      question: 'x'.repeat(256),
    });
    expect(errors).toEqual(['Must be at most 255 characters']);
  });
  it('converts valid values for saving', () => {
    expect(
      toQuestionValues({ type: 'truck', sectionId: 's', weight: 'dnq', question: '  Clean? ' }),
    ).toEqual({ type: 'truck', sectionId: 's', weight: 'dnq', question: 'Clean?' });
    expect(
      toQuestionValues({ type: 'restaurant', sectionId: 's', weight: '12', question: 'a' }).weight,
    ).toBe(12);
  });
});

describe('section schemas', () => {
  it('requires a section title', async () => {
    expect(await errorsOf(newSectionSchema, { name: '  ' })).toEqual(['Section title is required']);
  });
  it('requires whole positive orders on edit', async () => {
    const errors = await errorsOf(editSectionSchema, {
      name: 'Food',
      orderInRestaurant: '0',
      orderInTruck: '2.5',
    });
    expect(errors).toEqual([catalogueMessages.orderRequired, catalogueMessages.orderRequired]);
    expect(
      await errorsOf(editSectionSchema, {
        name: 'Food',
        orderInRestaurant: '3',
        orderInTruck: '1',
      }),
    ).toEqual([]);
  });
  it('stores a trimmed name and its lower-case twin', () => {
    expect(toSectionName('  Staff & Hygiene ')).toEqual({
      name: 'Staff & Hygiene',
      nameLower: 'staff & hygiene',
    });
  });
});
