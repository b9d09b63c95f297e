import * as yup from 'yup';
import { ANNOUNCEMENT_MAX_LENGTH } from '@/features/notifications';

export const announcementMessages = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`,
  created: 'Announcement created',
  updated: 'Announcement updated',
} as const;

/** Whitespace-only is empty; the bound matches firestore.rules (1..1000 after trimming). */
export const announcementSchema = yup.object({
  message: yup
    .string()
    .trim()
    .required(announcementMessages.messageRequired)
    .max(ANNOUNCEMENT_MAX_LENGTH, announcementMessages.messageTooLong),
});
