import { readNotificationEmails, readTeamContact } from './settings';

/** A team contact with nothing stored. */
const NO_CONTACT = { email: '', phone: '' };
/** No stored list: the event keeps its default team. */
const NO_LIST = { emails: null };

describe('readTeamContact', () => {
  it('reads a missing document or a stored value of the wrong type as empty', () => {
    expect(readTeamContact({ email: 'orders@x.test', phone: '5125550101' })).toEqual({
      email: 'orders@x.test',
      phone: '5125550101',
    });
    expect(readTeamContact(undefined)).toEqual(NO_CONTACT);
    expect(readTeamContact({ email: 5, phone: null })).toEqual(NO_CONTACT);
  });
});

describe('readNotificationEmails', () => {
  it('keeps the text addresses of a stored list', () => {
    expect(readNotificationEmails({ emails: ['a@x.test', 3] })).toEqual({ emails: ['a@x.test'] });
    expect(readNotificationEmails({ emails: [] })).toEqual({ emails: [] });
  });

  it('reads a value that is not a list as no list, so the event keeps its default team', () => {
    expect(readNotificationEmails({ emails: 'a@x.test' })).toEqual(NO_LIST);
    expect(readNotificationEmails({})).toEqual(NO_LIST);
  });
});
