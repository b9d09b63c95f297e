import * as Yup from 'yup';
import type { WithId } from '@/components/DataTable';
import { phoneDigits } from '@/components/PhoneField';
import type { DeliveryLocation } from '@/data/deliveryLocations';
import { optionalText, requiredEmail, requiredPhone, requiredText, requiredZip } from '../schemas';

/** The form's values: the stored fields without the stamps. */
export type DeliveryLocationValues = Omit<DeliveryLocation, 'createdAt' | 'updatedAt'>;

export const deliveryLocationSchema: Yup.ObjectSchema<DeliveryLocationValues> = Yup.object({
  name: requiredText('Name'),
  territoryId: requiredText('Territory'),
  recipientName: requiredText('Recipient name'),
  address1: requiredText('Address line 1'),
  address2: optionalText(),
  city: requiredText('City'),
  state: requiredText('State'),
  zip: requiredZip('ZIP code'),
  mobile: requiredPhone('Mobile'),
  email: requiredEmail('Email'),
  enabled: Yup.boolean().defined(),
});

export const emptyDeliveryLocationValues: DeliveryLocationValues = {
  name: '',
  territoryId: '',
  recipientName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  mobile: '',
  email: '',
  enabled: true,
};

export function deliveryLocationToValues(
  location: WithId<DeliveryLocation>,
): DeliveryLocationValues {
  const text = (value: string | undefined) => value ?? '';
  return {
    name: text(location.name),
    territoryId: text(location.territoryId),
    recipientName: text(location.recipientName),
    address1: text(location.address1),
    address2: text(location.address2),
    city: text(location.city),
    state: text(location.state),
    zip: text(location.zip),
    mobile: phoneDigits(location.mobile),
    email: text(location.email),
    enabled: location.enabled !== false,
  };
}

/** Trimmed text and digits-only mobile, as the rules expect. */
export function deliveryLocationToDocument(values: DeliveryLocationValues): DeliveryLocation {
  return {
    name: values.name.trim(),
    territoryId: values.territoryId,
    recipientName: values.recipientName.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zip: values.zip.trim(),
    mobile: phoneDigits(values.mobile),
    email: values.email.trim(),
    enabled: values.enabled,
  };
}
