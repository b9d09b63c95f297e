import { announcementMessages, announcementSchema } from './schema';

const errorOf = async (message: string) => {
  try {
    await announcementSchema.validate({ message });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('announcementSchema', () => {
  it('requires a message, blanks included', async () => {
    expect(await errorOf('')).toBe('Message is required');
    expect(await errorOf('   ')).toBe('Message is required');
  });

  it('allows up to 1000 characters after trimming', async () => {
    expect(await errorOf(` ${'x'.repeat(1000)} `)).toBeNull();
    expect(await errorOf('x'.repeat(1001))).toBe(announcementMessages.messageTooLong);
  });
});
