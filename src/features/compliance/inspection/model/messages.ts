/** Every message of the compliance form, with the spec's wording where it has one (spec 02 §8). */
export const inspectionMessages = {
  created: 'Compliance report created.',
  updated: 'Compliance report updated.',
  createFailed: 'Compliance report creation failed.',
  updateFailed: 'Compliance report update failed.',
  draftCreated: 'Compliance form draft created',
  draftCreateFailed: 'Compliance report draft creation failed.',
  // Re-saving an existing draft is an update, not a creation (no spec wording: the pattern of
  // "Compliance report update failed.").
  draftSaveFailed: 'Compliance report draft update failed.',
  draftPublished: 'Compliance form draft published',
  draftPublishFailed: 'Compliance report draft publish failed.',
  notAuthorized: 'User not authorized',
  draftSaved: 'Draft saved',
  savedOffline: 'Saved offline — will sync when back online',
  offlineBanner:
    'You are offline. Answers, notes and the draft are kept on this tablet and sync when the connection returns.',
  publishNeedsNetwork:
    'You are offline: a report number can only be taken online. Your draft is saved on this tablet; publish again when back online.',
  // The server scores an edit and assigns its actions (README "Decisions", issue 28).
  updateNeedsNetwork:
    'You are offline: a published report can only be updated online. Your changes stay in the form; update again when back online.',
  selectRequired: 'Please select a franchisee location',
  noLocation: 'There is no franchisee location',
  contactCorporate:
    'No franchisee location is assigned to you yet. Contact corporate to get one assigned.',
  photoFailed: 'The photo could not be uploaded and was removed.',
} as const;
