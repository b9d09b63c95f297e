import { TextNoteForm, type TextNoteFormProps } from '@/components/TextNoteForm';
import { FULFILLMENT_NOTE_MAX_LENGTH } from '../model/note';
import { fulfillmentNoteSchema } from '../model/schema';

type Shared = Pick<TextNoteFormProps, 'submitLabel' | 'onSave' | 'onCancel'>;

/** The one form of new, copied and edited fulfillment notes: a multiline text. */
export function FulfillmentNoteForm({
  initialNotes,
  ...props
}: Shared & { initialNotes?: string }) {
  return (
    <TextNoteForm
      name="notes"
      label="Notes"
      formLabel="Fulfillment note"
      maxLength={FULFILLMENT_NOTE_MAX_LENGTH}
      schema={fulfillmentNoteSchema}
      initialText={initialNotes}
      {...props}
    />
  );
}
