import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { reportPageView } from '@/lib/analytics';

/** Root of every route: scroll to the top on navigation and report the page view. */
export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    // The page sets its title in its own effect; read it once that has run.
    const timer = window.setTimeout(() => reportPageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
  return <Outlet />;
}
