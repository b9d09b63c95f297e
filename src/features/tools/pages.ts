import type { FeaturePages } from '@/lib/featurePages';
import { locationsPages } from './locations/pages';
import { itemsPages } from './items/pages';
import { usersPages } from './users/pages';
import { announcementsPages } from './announcements/pages';

export const toolsPages: FeaturePages = {
  ...locationsPages,
  ...itemsPages,
  ...usersPages,
  ...announcementsPages,
};
