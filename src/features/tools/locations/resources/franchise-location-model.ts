import * as Yup from 'yup';
import type { WithId } from '@/components/DataTable';
import {
  LOCATION_TYPES,
  type FranchiseLocation,
  type LocationType,
} from '@/data/franchiseLocations';
import type { LookupData } from '../lookups';
import { requiredMessage, requiredText } from '../schemas';
import {
  DEFAULT_INSPECTION_FREQUENCY_DAYS,
  MAX_INSPECTION_FREQUENCY_DAYS,
  MIN_INSPECTION_FREQUENCY_DAYS,
} from '@/features/compliance';

export const LOCATION_TYPE_LABELS: Record<LocationType, string> = {
  truck: 'Truck',
  restaurant: 'Restaurant',
};

export interface FranchiseLocationValues {
  name: string;
  territoryId: string;
  type: LocationType;
  enabled: boolean;
  /** As typed (a text field); a whole number of days when valid. */
  inspectionFrequencyDays: string;
}

export const FREQUENCY_MESSAGE = `Enter a whole number of days from ${MIN_INSPECTION_FREQUENCY_DAYS} to ${MAX_INSPECTION_FREQUENCY_DAYS}`;

export const franchiseLocationSchema: Yup.ObjectSchema<FranchiseLocationValues> = Yup.object({
  name: requiredText('Name'),
  territoryId: requiredText('Territory'),
  type: Yup.mixed<LocationType>()
    .oneOf(LOCATION_TYPES, 'Type must be truck or restaurant')
    .required(requiredMessage('Type')),
  enabled: Yup.boolean().defined(),
  inspectionFrequencyDays: Yup.string()
    .trim()
    .required(requiredMessage('Inspection frequency'))
    .test('days', FREQUENCY_MESSAGE, (value) => {
      const days = Number(value);
      return (
        /^\d+$/.test(value) &&
        days >= MIN_INSPECTION_FREQUENCY_DAYS &&
        days <= MAX_INSPECTION_FREQUENCY_DAYS
      );
    }),
});

export const emptyFranchiseLocationValues: FranchiseLocationValues = {
  name: '',
  territoryId: '',
  type: 'truck',
  enabled: true,
  inspectionFrequencyDays: String(DEFAULT_INSPECTION_FREQUENCY_DAYS),
};

export function franchiseLocationToValues(
  location: WithId<FranchiseLocation>,
): FranchiseLocationValues {
  return {
    name: location.name ?? '',
    territoryId: location.territoryId ?? '',
    type: LOCATION_TYPES.includes(location.type) ? location.type : 'truck',
    enabled: location.enabled !== false,
    inspectionFrequencyDays: String(
      location.inspectionFrequencyDays ?? DEFAULT_INSPECTION_FREQUENCY_DAYS,
    ),
  };
}

/**
 * The stored fields of the form. A location moved to another territory loses its delivery point
 * link (`deliveryLocationId` ''): the point is its old territory's, which the rules refuse, and
 * the COGS page then says no delivery location is linked.
 */
export function franchiseLocationToDocument(
  values: FranchiseLocationValues,
  { lookups, existing }: { lookups: LookupData; existing?: WithId<FranchiseLocation> },
): FranchiseLocation & { deliveryLocationId?: '' } {
  const territory = lookups.territories.find((t) => t.id === values.territoryId);
  const moved = existing !== undefined && existing.territoryId !== values.territoryId;
  return {
    name: values.name.trim(),
    territoryId: values.territoryId,
    territoryName: territory?.name ?? '',
    type: values.type,
    enabled: values.enabled,
    inspectionFrequencyDays: Number(values.inspectionFrequencyDays.trim()),
    ...(moved ? { deliveryLocationId: '' as const } : {}),
  };
}
