import { auth, db } from '@/lib/firebase';
import { APP_VERSION } from '@/lib/config';
import { describeErrorReport } from '../model/errorReport';
import { addErrorReport } from './error-reports';

/** The hosted error service's endpoint (.env.example); reporting there is off when unset. */
const HOSTED_URL: string = import.meta.env.VITE_ERROR_REPORTING_URL ?? '';

/**
 * Records a failed write the user was told about: in `error_reports`, and at the hosted service
 * when one is configured. Never throws: reporting must not turn one failure into two.
 */
export function reportWriteError(message: string, code: string): void {
  const uid = auth.currentUser?.uid;
  const fields = describeErrorReport({
    title: document.title,
    message,
    code,
    appVersion: APP_VERSION,
  });
  if (uid) {
    addErrorReport(db, uid, fields).catch((error: unknown) =>
      console.warn('The error report could not be saved', error),
    );
  }
  if (HOSTED_URL) {
    fetch(HOSTED_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
      keepalive: true,
    }).catch((error: unknown) => console.warn('The hosted error service is unreachable', error));
  }
}
