import { useCallback, useReducer, useRef, useState } from 'react';
import {
  formReducer,
  validateReport,
  type FormAction,
  type FormErrors,
  type ReportFormValues,
} from '../model/reportForm';
import { whenIdle } from '../model/timing';

/**
 * The report form's values and their validation messages. Fields with a change in flight (a
 * comment or note not yet committed) say so through `onBusy`; `settled` waits for them.
 */
export function useReportValues(initial: ReportFormValues) {
  const [values, dispatchToState] = useReducer(formReducer, initial);
  const valuesRef = useRef(values);
  // The ref follows each change at once, not after the next render: a save that waited for a
  // comment in flight reads it even when rendering lags behind (a busy tablet).
  const dispatch = useCallback((action: FormAction) => {
    valuesRef.current = formReducer(valuesRef.current, action);
    dispatchToState(action);
  }, []);
  const [errors, setErrors] = useState<FormErrors>({});
  const busyKeys = useRef(new Set<string>());

  const onBusy = useCallback((key: string, busy: boolean) => {
    if (busy) busyKeys.current.add(key);
    else busyKeys.current.delete(key);
  }, []);

  /** Waits for comments in flight, validates, and returns the values to save (null if invalid). */
  const settled = useCallback(async (): Promise<ReportFormValues | null> => {
    await whenIdle(() => busyKeys.current.size > 0);
    const current = valuesRef.current;
    const found = validateReport(current);
    setErrors(found);
    return Object.keys(found).length ? null : current;
  }, []);

  return { values, dispatch, errors, onBusy, settled };
}
