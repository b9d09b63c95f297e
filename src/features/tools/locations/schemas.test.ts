import * as Yup from 'yup';
import {
  EMAIL_MESSAGE,
  MAX_TEXT_MESSAGE,
  PHONE_MESSAGE,
  requiredEmail,
  requiredPhone,
  requiredText,
  requiredZip,
  optionalText,
  ZIP_MESSAGE,
} from './schemas';

const errorOf = (schema: Yup.Schema, value: unknown) => {
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as Yup.ValidationError).message;
  }
};

describe('field schemas', () => {
  it('says "<Field> is required" for empty or blank text', () => {
    expect(errorOf(requiredText('Name'), '')).toBe('Name is required');
    expect(errorOf(requiredText('Recipient name'), '   ')).toBe('Recipient name is required');
    expect(errorOf(requiredText('Name'), 'North')).toBeNull();
  });

  it('limits text to 255 characters', () => {
    expect(errorOf(requiredText('Name'), 'x'.repeat(256))).toBe(MAX_TEXT_MESSAGE);
    expect(errorOf(requiredText('Name'), 'x'.repeat(255))).toBeNull();
    expect(errorOf(optionalText(), 'x'.repeat(256))).toBe('Must be at most 255 characters');
    expect(errorOf(optionalText(), '')).toBeNull();
  });

  it('checks e-mail addresses with the spec wording', () => {
    expect(errorOf(requiredEmail('Email'), 'nope')).toBe(EMAIL_MESSAGE);
    expect(EMAIL_MESSAGE).toBe('Must be a valid email');
    expect(errorOf(requiredEmail('Email'), '')).toBe('Email is required');
    expect(errorOf(requiredEmail('Email'), 'dock@example.com')).toBeNull();
  });

  it('accepts ZIP and ZIP+4 only', () => {
    expect(errorOf(requiredZip('ZIP code'), '04101')).toBeNull();
    expect(errorOf(requiredZip('ZIP code'), '04101-1234')).toBeNull();
    expect(errorOf(requiredZip('ZIP code'), '0410')).toBe(ZIP_MESSAGE);
    expect(errorOf(requiredZip('ZIP code'), '04101-12')).toBe(ZIP_MESSAGE);
    expect(errorOf(requiredZip('ZIP code'), '')).toBe('ZIP code is required');
  });

  it('wants ten phone digits', () => {
    expect(errorOf(requiredPhone('Mobile'), '207555014')).toBe(PHONE_MESSAGE);
    expect(errorOf(requiredPhone('Mobile'), '2075550140')).toBeNull();
    expect(errorOf(requiredPhone('Mobile'), '')).toBe('Mobile is required');
  });
});
