/**
 * Error reports: failed writes the user saw a message for (spec 01 §8). The app's error snackbar
 * files them (ReportingErrorSnackbar); pass `errorCode: errorCodeOf(error)` with an error
 * snackbar to record the code.
 */
export { errorCodeOf } from './model/errorReport';
export { ReportingErrorSnackbar } from './components/ReportingErrorSnackbar';
