import { USER_STATUS_LABELS, userStatus } from './status';

describe('userStatus', () => {
  it('calls a user without a role waiting, not active', () => {
    expect(userStatus({ disabled: false, role: null })).toBe('waiting');
    expect(USER_STATUS_LABELS.waiting).toBe('Waiting for a role');
  });

  it('tells active and disabled users apart, disabled first', () => {
    expect(userStatus({ disabled: false, role: 'manager' })).toBe('active');
    expect(userStatus({ disabled: true, role: 'manager' })).toBe('disabled');
    expect(userStatus({ disabled: true, role: null })).toBe('disabled');
  });
});
