import { lazy } from 'react';
import type { FeaturePages } from '@/lib/featurePages';

export const mailPages: FeaturePages = {
  'tools/outbox': lazy(() => import('./pages/OutboxPage')),
};
