import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded screen that can also be fetched before it renders. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Starts (or joins) the download of the screen's chunk. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` with its loader exposed: the router starts the chunk of the page being opened at
 * start-up, alongside the sign-in restore, instead of after the layout has rendered (a chain of
 * round trips and main-thread work the first row would otherwise wait for).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

/**
 * The screens a feature has built, keyed by their route pattern relative to /app (`appPatterns`
 * in src/lib/paths.ts; src/app/builtPages.ts gathers them); the route table (src/app/routeTable.ts)
 * keeps the title and the permission guard.
 */
export type FeaturePages = Record<string, LazyPage>;
