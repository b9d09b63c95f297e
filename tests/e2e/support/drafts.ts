import { peek, peekWhere, put, remove } from './server';

/** The seed's North Coast Cafe draft (scripts/lib/compliance-reports-seed.mjs), a Super Admin's. */
const SEEDED_DRAFT = 'compliance_reports/compliance-draft-2';

export interface OwnDraft {
  id: string;
  locationId: string;
  /** Deletes the draft (call when the test is done). */
  remove: () => Promise<void>;
}

/**
 * A compliance draft of `email`, created now (so it is the newest row of the drafts list): a draft
 * opens only for its author, and other browser files delete or publish the seeded ones, so a test
 * that opens a draft brings its own.
 */
export async function seedOwnDraft(email: string): Promise<OwnDraft> {
  const [user] = await peekWhere('users', 'email', email);
  const seeded = await peek(SEEDED_DRAFT);
  if (!user || !seeded) throw new Error(`No user ${email} or no ${SEEDED_DRAFT} in the seed`);
  const id = `e2e-draft-${user.id}-${Date.now()}`;
  await put(`compliance_reports/${id}`, {
    ...seeded,
    userId: user.id,
    updatedAtTimestamp: Math.floor(Date.now() / 1000),
  });
  return {
    id,
    locationId: String(seeded.franchiseeLocationId),
    remove: () => remove(`compliance_reports/${id}`),
  };
}
