export { TextNoteForm, type TextNoteFormProps } from './TextNoteForm';
