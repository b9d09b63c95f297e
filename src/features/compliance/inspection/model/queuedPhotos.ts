import { uploadPath } from '@/domain/uploads';
import type { ReportImage, ReportQuestion } from '../../model/types';

/** The photo queue's target kind for compliance inspection photos (slot: the question id). */
export const COMPLIANCE_PHOTO_KIND = 'complianceReport';

/**
 * Storage path of a report photo (spec 02 §4), the same as a direct upload: under the report,
 * named by its object name (uploadObjectName), which is also the image's `fileName`.
 */
export const reportPhotoPath = (reportId: string, objectName: string) =>
  uploadPath('compliancePhoto', { reportId }, objectName);

/**
 * The questions with `image` added to question `questionId`. Unchanged (null) when the question
 * is gone or already has a photo of that name, so a retried attach never adds it twice.
 */
export function withQuestionImage<Q extends Pick<ReportQuestion, 'id' | 'images'>>(
  questions: readonly Q[],
  questionId: string,
  image: ReportImage,
): Q[] | null {
  const target = questions.find((q) => q.id === questionId);
  if (!target || target.images.some((i) => i.fileName === image.fileName)) return null;
  return questions.map((q) => (q.id === questionId ? { ...q, images: [...q.images, image] } : q));
}
