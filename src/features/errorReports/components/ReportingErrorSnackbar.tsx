import { forwardRef, useEffect, useRef } from 'react';
import { MaterialDesignContent, type CustomContentProps } from 'notistack';

declare module 'notistack' {
  interface VariantOverrides {
    /** `errorCode`: the failed call's error code, for the error report (errorCodeOf(error)). */
    error: { errorCode?: string };
  }
}

type Props = CustomContentProps & { errorCode?: string };

/**
 * The app's error snackbar: shows like every other one and files an error report once, so every
 * failed write the user sees a message for is recorded without each screen having to remember.
 */
export const ReportingErrorSnackbar = forwardRef<HTMLDivElement, Props>(
  function ReportingErrorSnackbar({ errorCode, ...props }, ref) {
    const reported = useRef(false);
    const text = typeof props.message === 'string' ? props.message : 'Error';
    useEffect(() => {
      if (reported.current) return;
      reported.current = true;
      // Loaded on the first error, so Firestore stays out of the first page's bundle.
      void import('../api/report-write-error').then((m) =>
        m.reportWriteError(text, errorCode ?? 'unknown'),
      );
    }, [text, errorCode]);
    return <MaterialDesignContent {...props} ref={ref} />;
  },
);
