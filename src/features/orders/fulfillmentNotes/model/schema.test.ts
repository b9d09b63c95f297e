import { fulfillmentNoteMessages, fulfillmentNoteSchema } from './schema';

const errorOf = async (notes: string) => {
  try {
    await fulfillmentNoteSchema.validate({ notes });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('fulfillment note schema', () => {
  it('requires text, whitespace counting as none', async () => {
    expect(await errorOf('')).toBe(fulfillmentNoteMessages.notesRequired);
    expect(await errorOf('  \n ')).toBe(fulfillmentNoteMessages.notesRequired);
  });

  it('allows 2000 characters after trimming and refuses 2001', async () => {
    expect(await errorOf(`  ${'x'.repeat(2000)}  `)).toBeNull();
    expect(await errorOf('x'.repeat(2001))).toBe('Notes must be at most 2000 characters');
  });
});
