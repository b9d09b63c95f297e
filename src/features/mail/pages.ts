import { lazyPage, type FeaturePages } from '@/lib/featurePages';
import { appPatterns } from '@/lib/paths';

export const mailPages: FeaturePages = {
  [appPatterns.outbox]: lazyPage(() => import('./pages/OutboxPage')),
};
