import type { ComponentType } from 'react';
import type { DocumentData } from 'firebase/firestore';
import type { AnyObject } from 'yup';
import { ResourceDetailPage } from './kit/ResourceDetailPage';
import { ResourceFormPage } from './kit/ResourceFormPage';
import { ResourceListPage } from './kit/ResourceListPage';
import type { ResourceConfig } from './kit/types';
import { deliveryLocationsConfig } from './resources/delivery-locations';
import { franchiseLocationsConfig } from './resources/franchise-locations';
import { llcsConfig } from './resources/llcs';
import { territoriesConfig } from './resources/territories';

export type Screen = 'list' | 'detail' | 'create' | 'edit';

/**
 * A resource's config bound into the generic pages. Built once per resource and screen, at module
 * load, so a route keeps the same component (and its state) across renders.
 */
function bind<D extends DocumentData, V extends AnyObject>(
  config: ResourceConfig<D, V>,
): Record<Screen, ComponentType> {
  return {
    list: () => <ResourceListPage config={config} />,
    detail: () => <ResourceDetailPage config={config} />,
    create: () => <ResourceFormPage config={config} mode="create" />,
    edit: () => <ResourceFormPage config={config} mode="edit" />,
  };
}

const SCREENS = {
  territories: bind(territoriesConfig),
  franchiseLocations: bind(franchiseLocationsConfig),
  deliveryLocations: bind(deliveryLocationsConfig),
  llcs: bind(llcsConfig),
};

export function screen(name: keyof typeof SCREENS, which: Screen): ComponentType {
  return SCREENS[name][which];
}
