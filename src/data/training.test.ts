import { Timestamp } from 'firebase/firestore';
import { readTrainingVideo, readVideoCategory } from './training';

describe('readVideoCategory', () => {
  it('reads a stored category with its timestamps', () => {
    const at = Timestamp.fromMillis(1_000);
    expect(
      readVideoCategory({ name: 'Safety', nameLower: 'safety', order: 2, createdAt: at }),
    ).toEqual({ name: 'Safety', nameLower: 'safety', order: 2, createdAt: at });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(readVideoCategory({ name: 7, nameLower: null, order: '2', updatedAt: 'today' })).toEqual(
      { name: '', nameLower: '', order: 0 },
    );
  });
});

describe('readTrainingVideo', () => {
  it('reads a stored video with its category copies', () => {
    expect(
      readTrainingVideo({
        title: 'Opening',
        description: 'How to open',
        url: 'https://vimeo.com/1',
        categoryIds: ['c1'],
        categories: [{ id: 'c1', name: 'Safety' }],
      }),
    ).toEqual({
      title: 'Opening',
      description: 'How to open',
      url: 'https://vimeo.com/1',
      categoryIds: ['c1'],
      categories: [{ id: 'c1', name: 'Safety' }],
    });
  });

  it('reads a stored value of the wrong type as the empty value', () => {
    expect(
      readTrainingVideo({
        title: 1,
        description: false,
        url: {},
        categoryIds: 'c1',
        categories: ['c1', { id: 3, name: 'Safety' }],
      }),
    ).toEqual({
      title: '',
      description: '',
      url: '',
      categoryIds: [],
      categories: [{ id: '', name: 'Safety' }],
    });
  });
});
