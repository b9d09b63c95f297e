import { useCallback } from 'react';
import type { ReportImage } from '../../model/types';
import type { FormAction, QuestionPatch } from '../model/reportForm';

/**
 * The form's edit handlers: each applies its change and reports it through `changed` (autosave,
 * the inspection's start). Stable, so a memoised question card re-renders only for its own change.
 */
export function useReportEdits(dispatch: (action: FormAction) => void, changed: () => void) {
  const onQuestion = useCallback(
    (id: string, patch: QuestionPatch) => {
      dispatch({ type: 'question', id, patch });
      changed();
    },
    [dispatch, changed],
  );
  const onAddImage = useCallback(
    (id: string, image: ReportImage) => {
      dispatch({ type: 'addImage', id, image });
      changed();
    },
    [dispatch, changed],
  );
  const onRemoveImage = useCallback(
    (id: string, fileName: string) => {
      dispatch({ type: 'removeImage', id, fileName });
      changed();
    },
    [dispatch, changed],
  );
  const onNotes = useCallback(
    (field: 'highlightNotes' | 'lowlightNotes', value: string) => {
      dispatch({ type: 'notes', field, value });
      changed();
    },
    [dispatch, changed],
  );
  return { onQuestion, onAddImage, onRemoveImage, onNotes };
}
