import { ValidationError } from 'yup';
import {
  categorySchema,
  messages,
  toCategoryName,
  toVideoValues,
  videoSchema,
  type VideoFormValues,
} from './schemas';

const valid: VideoFormValues = {
  title: 'Opening the truck',
  description: 'Daily opening checklist.',
  categoryIds: ['c1'],
  url: 'https://vimeo.com/76979871',
};

function errorsOf(schema: typeof videoSchema | typeof categorySchema, value: unknown) {
  try {
    schema.validateSync(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path, e.message]));
  }
}

describe('videoSchema', () => {
  it('accepts a complete video', () => {
    expect(errorsOf(videoSchema, valid)).toEqual({});
  });

  it('gives every required message for an empty form', () => {
    expect(
      errorsOf(videoSchema, { title: '  ', description: '', categoryIds: [], url: '' }),
    ).toEqual({
      title: messages.titleRequired,
      description: messages.descriptionRequired,
      categoryIds: messages.categoriesRequired,
      url: messages.urlRequired,
    });
    expect(messages.titleRequired).toBe('Video title is required');
    expect(messages.descriptionRequired).toBe('Video description is required');
    expect(messages.categoriesRequired).toBe('Select at least one category');
    expect(messages.urlRequired).toBe('Input vimeo link');
  });

  it('refuses a link that is not from Vimeo', () => {
    expect(errorsOf(videoSchema, { ...valid, url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({
      url: 'Links must be from vimeo.com',
    });
  });

  it('refuses over-long text and too many categories', () => {
    const errors = errorsOf(videoSchema, {
      ...valid,
      title: 'x'.repeat(256),
      description: 'x'.repeat(2001),
      categoryIds: Array.from({ length: 21 }, (_, i) => `c${i}`),
    });
    expect(errors).toEqual({
      title: 'Must be at most 255 characters',
      description: 'Must be at most 2000 characters',
      categoryIds: 'Select at most 20 categories',
    });
  });
});

describe('categorySchema', () => {
  it('requires a name', () => {
    expect(errorsOf(categorySchema, { name: ' ' })).toEqual({
      name: 'Category title is required',
    });
    expect(errorsOf(categorySchema, { name: 'Food Safety' })).toEqual({});
  });

  it('limits the name to 255 characters', () => {
    expect(errorsOf(categorySchema, { name: 'x'.repeat(256) })).toEqual({
      name: 'Must be at most 255 characters',
    });
  });

  it('words the duplicate-name message as the spec does', () => {
    expect(messages.categoryNameTaken).toBe('The category name has been already used.');
  });
});

describe('toVideoValues', () => {
  it('trims, stores https and denormalises categories in list order', () => {
    const categories = [
      { id: 'c1', name: 'Food Safety' },
      { id: 'c2', name: 'Truck Operations' },
      { id: 'c3', name: 'Customer Service' },
    ];
    expect(
      toVideoValues(
        {
          title: ' Title ',
          description: ' Text ',
          categoryIds: ['c3', 'gone', 'c1'],
          url: 'vimeo.com/76979871',
        },
        categories,
      ),
    ).toEqual({
      title: 'Title',
      description: 'Text',
      url: 'https://vimeo.com/76979871',
      categoryIds: ['c1', 'c3'],
      categories: [
        { id: 'c1', name: 'Food Safety' },
        { id: 'c3', name: 'Customer Service' },
      ],
    });
  });
});

describe('toCategoryName', () => {
  it('trims and lower-cases for the uniqueness field', () => {
    expect(toCategoryName('  Food Safety ')).toEqual({
      name: 'Food Safety',
      nameLower: 'food safety',
    });
  });
});
