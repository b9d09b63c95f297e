import type { ReportQuestion } from '../../model/types';
import { reportPhotoPath, withQuestionImage } from './queuedPhotos';

const question = (id: string, images: ReportQuestion['images'] = []) =>
  ({ id, images }) as unknown as ReportQuestion; // only id and images matter here

describe('withQuestionImage', () => {
  const image = { fileName: '1-photo.jpg', url: 'https://files/1-photo.jpg' };

  it('adds the photo to its question only', () => {
    const result = withQuestionImage([question('q1'), question('q2')], 'q2', image);
    expect(result?.map((q) => q.images)).toEqual([[], [image]]);
  });

  it('returns null when the photo is already attached (a retried attach)', () => {
    expect(withQuestionImage([question('q1', [image])], 'q1', image)).toBeNull();
  });

  it('returns null when the question is no longer on the report', () => {
    expect(withQuestionImage([question('q1')], 'gone', image)).toBeNull();
  });
});

describe('reportPhotoPath', () => {
  it('keeps photos under their report', () => {
    expect(reportPhotoPath('r1', 'a.jpg')).toBe('compliance_reports/r1/a.jpg');
  });
});
