import { Timestamp } from 'firebase/firestore';
import { readLlcDoc, readTerritoryDoc } from './territories';

describe('readTerritoryDoc', () => {
  it('reads a stored territory with its assigned user and stamps', () => {
    const at = Timestamp.fromMillis(1_000);
    expect(
      readTerritoryDoc({
        name: 'North Coast',
        userIds: ['u1'],
        user_id: 'u1',
        user_email: 'owen@x.test',
        user_first: 'Owen',
        user_last: 'Owner',
        user_mobile: '5125550101',
        createdAt: at,
      }),
    ).toEqual({
      name: 'North Coast',
      userIds: ['u1'],
      user_id: 'u1',
      user_email: 'owen@x.test',
      user_first: 'Owen',
      user_last: 'Owner',
      user_mobile: '5125550101',
      createdAt: at,
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readTerritoryDoc({ name: 3, userIds: 'u1', user_id: null, user_mobile: 5125550101 }),
    ).toEqual({
      name: '',
      userIds: [],
      user_id: '',
      user_email: '',
      user_first: '',
      user_last: '',
      user_mobile: '',
    });
  });
});

describe('readLlcDoc', () => {
  it('reads a stored value of the wrong type as the empty value', () => {
    expect(readLlcDoc({ name: 'Foods LLC', territoryIds: ['t1', 2] })).toEqual({
      name: 'Foods LLC',
      territoryIds: ['t1'],
    });
    expect(readLlcDoc({ name: ['Foods'], territoryIds: 't1', updatedAt: '2026' })).toEqual({
      name: '',
      territoryIds: [],
    });
  });
});
