import { app } from './firebaseAuth';
import { firebaseConfig } from './config';

type LogPageView = (path: string, title: string) => void;

let logger: Promise<LogPageView | null> | null = null;

/** Loads Analytics only when a measurement id is configured, so local and test runs send nothing. */
function loadLogger(): Promise<LogPageView | null> {
  if (!firebaseConfig.measurementId) return Promise.resolve(null);
  logger ??= import('firebase/analytics').then(async ({ getAnalytics, isSupported, logEvent }) => {
    if (!(await isSupported())) return null;
    const analytics = getAnalytics(app);
    return (path: string, title: string) =>
      logEvent(analytics, 'page_view', { page_path: path, page_title: title });
  });
  return logger;
}

export function reportPageView(path: string, title: string) {
  loadLogger()
    .then((log) => log?.(path, title))
    .catch((error: unknown) => console.error('Analytics failed', error));
}
