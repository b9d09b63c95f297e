import { lazyPage, type FeaturePages } from '@/lib/featurePages';

export const mailPages: FeaturePages = {
  'tools/outbox': lazyPage(() => import('./pages/OutboxPage')),
};
