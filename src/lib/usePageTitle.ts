import { useEffect } from 'react';

export const DEFAULT_PAGE_TITLE = 'No Page Title';
export const APP_NAME = 'Harbor Ops';

/** Sets the browser title for the page; pages without one get the spec's default. */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_NAME}` : DEFAULT_PAGE_TITLE;
  }, [title]);
}
