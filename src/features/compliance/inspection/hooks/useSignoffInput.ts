import { useCallback, useState } from 'react';
import { EMPTY_SIGNOFF, signoffErrors, type SignoffInput } from '../../model/signoff';

/** The sign-off the inspector fills in before Publish, with the messages of the last check. */
export function useSignoffInput() {
  const [value, setValue] = useState<SignoffInput>(EMPTY_SIGNOFF);
  const [problems, setProblems] = useState<Record<string, string>>({});

  const change = useCallback((next: SignoffInput) => {
    setValue(next);
    // Messages from the last Publish go once the sign-off changes.
    setProblems({});
  }, []);

  /** Shows the sign-off's messages for Publish; true when there are none. */
  const check = () => {
    const found = signoffErrors(value);
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  return { value, problems, change, check };
}
