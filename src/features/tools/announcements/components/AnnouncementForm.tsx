import { ANNOUNCEMENT_MAX_LENGTH } from '@/features/notifications';
import { TextNoteForm, type TextNoteFormProps } from '@/components/TextNoteForm';
import { announcementSchema } from '../schema';

type Shared = Pick<TextNoteFormProps, 'submitLabel' | 'onSave' | 'onCancel'>;

/** The one form of new and edit announcement: a multiline message. */
export function AnnouncementForm({
  initialMessage,
  ...props
}: Shared & { initialMessage?: string }) {
  return (
    <TextNoteForm
      name="message"
      label="Message"
      formLabel="Announcement"
      maxLength={ANNOUNCEMENT_MAX_LENGTH}
      schema={announcementSchema}
      initialText={initialMessage}
      {...props}
    />
  );
}
