import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The screens a feature has built, keyed by their route path relative to /app as written in
 * `src/app/routeTable.ts` (src/app/builtPages.ts gathers them); the route table keeps the title
 * and the permission guard.
 */
export type FeaturePages = Record<string, LazyExoticComponent<ComponentType>>;
