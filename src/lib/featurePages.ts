import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The screens a feature has built, keyed by their route path relative to /app as written in
 * `src/app/routeTable.ts`. The router shows these instead of the "coming soon" page; the route
 * table keeps the title and the permission guard.
 */
export type FeaturePages = Record<string, LazyExoticComponent<ComponentType>>;
