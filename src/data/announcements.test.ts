import { Timestamp, type QueryDocumentSnapshot } from 'firebase/firestore';
import { readAnnouncement, toAnnouncement } from './announcements';

describe('readAnnouncement', () => {
  it('reads a stored announcement with its times as dates', () => {
    expect(
      readAnnouncement(
        {
          message: 'Dock 3 is closed',
          isCurrent: true,
          isPrevious: false,
          readRecipients: ['u1'],
          createdAt: Timestamp.fromMillis(1_000),
          createdBy: 'u9',
        },
        'a1',
      ),
    ).toEqual({
      id: 'a1',
      message: 'Dock 3 is closed',
      isCurrent: true,
      isPrevious: false,
      readRecipients: ['u1'],
      createdAt: new Date(1_000),
      updatedAt: null,
      createdBy: 'u9',
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readAnnouncement(
        {
          message: 5,
          isCurrent: 'yes',
          readRecipients: ['u1', 2],
          createdAt: '2026-01-01',
          createdBy: 3,
        },
        'a2',
      ),
    ).toEqual({
      id: 'a2',
      message: '',
      isCurrent: false,
      isPrevious: false,
      readRecipients: ['u1'],
      createdAt: null,
      updatedAt: null,
    });
  });
});

describe('toAnnouncement', () => {
  it('reads the snapshot with pending server times estimated', () => {
    const data = vi.fn(() => ({ message: 'Hi', createdAt: Timestamp.fromMillis(2_000) }));
    const snapshot = { id: 'a3', data } as unknown as QueryDocumentSnapshot;
    expect(toAnnouncement(snapshot)).toMatchObject({
      id: 'a3',
      message: 'Hi',
      createdAt: new Date(2_000),
    });
    expect(data).toHaveBeenCalledWith({ serverTimestamps: 'estimate' });
  });
});
