import type { LookupData } from '../lookups';
import {
  assignedUserName,
  territorySchema,
  territoryToDocument,
  territoryToValues,
} from './territory-model';
import type { Territory } from '@/data/territories';

const lookups: LookupData = {
  territories: [],
  users: [
    { id: 'u1', email: 'owen@x.test', firstName: 'Owen', lastName: 'Owner', mobile: '5125550101' },
    { id: 'u2', email: 'nina@x.test', firstName: 'Nina', lastName: 'New', mobile: '5125550102' },
  ],
};

const stored: Territory & { id: string } = {
  id: 't1',
  name: 'North Coast',
  userIds: ['u1', 'staff-1'],
  user_id: 'u1',
  user_email: 'owen@x.test',
  user_first: 'Owen',
  user_last: 'Owner',
  user_mobile: '5125550101',
};

describe('territory mapping', () => {
  it('copies the assigned user into the document and userIds', () => {
    expect(territoryToDocument({ name: '  South  ', userId: 'u2' }, { lookups })).toEqual({
      name: 'South',
      userIds: ['u2'],
      user_id: 'u2',
      user_email: 'nina@x.test',
      user_first: 'Nina',
      user_last: 'New',
      user_mobile: '5125550102',
    });
  });

  it('swaps the previous assignee for the new one and keeps the other users', () => {
    const doc = territoryToDocument(
      { name: 'North Coast', userId: 'u2' },
      { lookups, existing: stored },
    );
    expect(doc.userIds).toEqual(['staff-1', 'u2']);
    expect(doc.user_id).toBe('u2');
  });

  it('blanks the user fields when nobody is assigned', () => {
    const doc = territoryToDocument(
      { name: 'North Coast', userId: '' },
      { lookups, existing: stored },
    );
    expect(doc).toMatchObject({
      userIds: ['staff-1'],
      user_id: '',
      user_email: '',
      user_mobile: '',
    });
  });

  it('does not list the same user twice', () => {
    const doc = territoryToDocument({ name: 'N', userId: 'u1' }, { lookups, existing: stored });
    expect(doc.userIds).toEqual(['staff-1', 'u1']);
  });

  it('reads form values back from a stored territory', () => {
    expect(territoryToValues(stored)).toEqual({ name: 'North Coast', userId: 'u1' });
  });

  it('names the assigned user, or falls back to the e-mail', () => {
    expect(assignedUserName(stored)).toBe('Owen Owner');
    expect(assignedUserName({ ...stored, user_first: '', user_last: '' })).toBe('owen@x.test');
  });

  it('requires a name', () => {
    expect(() => territorySchema.validateSync({ name: '', userId: '' })).toThrow(
      'Name is required',
    );
  });
});
