import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadWhenOnline } from './loadWhenOnline';

/**
 * A component loaded on demand; until its chunk is there it renders `fallback` (a placeholder of
 * the same size, so nothing moves when it arrives) or nothing.
 */
export type LazyWidget<P> = ComponentType<P & { fallback?: ReactNode }> & {
  /** Starts (or joins) the download of the widget's chunk. */
  preload: () => Promise<void>;
};

/**
 * A part of a screen (a header bell, a dashboard card, a settings switch) loaded on demand.
 * Unlike `React.lazy`, a chunk that cannot be fetched (the tablet went offline before the
 * service worker had cached it) does not throw to the route's error screen and take the page
 * with it: the widget renders nothing and loads again when the connection returns.
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // Forget the failure, so the next attempt fetches again.
        loading = undefined;
        throw error;
      },
    ));

  function Widget({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      const stop = loadWhenOnline(() =>
        preload().then(() => {
          if (mounted) setComponent(() => loaded);
        }),
      );
      return () => {
        mounted = false;
        stop();
      };
    }, [Component]);
    // The rest of the props are P: TypeScript cannot narrow a rest of a generic type.
    return Component ? <Component {...(props as P)} /> : fallback;
  }
  return Object.assign(Widget, { preload });
}
