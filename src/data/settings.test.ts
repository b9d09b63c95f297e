import { readNotificationEmails, readTeamContact } from './settings';

describe('readTeamContact', () => {
  it('reads a missing document or a stored value of the wrong type as empty', () => {
    expect(readTeamContact({ email: 'orders@x.test', phone: '5125550101' })).toEqual({
      email: 'orders@x.test',
      phone: '5125550101',
    });
    expect(readTeamContact(undefined)).toEqual({ email: '', phone: '' });
    expect(readTeamContact({ email: 5, phone: null })).toEqual({ email: '', phone: '' });
  });
});

describe('readNotificationEmails', () => {
  it('keeps the text addresses of a stored list', () => {
    expect(readNotificationEmails({ emails: ['a@x.test', 3] })).toEqual({ emails: ['a@x.test'] });
    expect(readNotificationEmails({ emails: [] })).toEqual({ emails: [] });
  });

  it('reads a value that is not a list as no list, so the event keeps its default team', () => {
    expect(readNotificationEmails({ emails: 'a@x.test' })).toEqual({ emails: null });
    expect(readNotificationEmails({})).toEqual({ emails: null });
  });
});
