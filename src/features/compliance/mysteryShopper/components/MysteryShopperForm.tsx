import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  FormHelperText,
  FormLabel,
  MenuItem,
  Stack,
} from '@mui/material';
import { FormikTextField } from '@/components/FormikTextField';
import { isOfflineError } from '@/components/QueryState';
import { getStorageOrNull } from '@/lib/firebase';
import { useScopeLocations, type ScopeLocation } from '@/features/referenceData';
import {
  MAX_TEXT,
  mysteryShopperMessages,
  mysteryShopperSchema,
  type MysteryShopperFormValues,
  type NamedRef,
} from '../model/schemas';
import { FilesField } from './FilesField';

/** A franchise location the form offers, in its territory. */
interface TerritoryLocation extends NamedRef {
  territoryId: string;
  enabled: boolean;
}

/** The session's locations (reference data) as the form offers them; stable: a `select`. */
const asTerritoryLocations = (locations: readonly ScopeLocation[]): TerritoryLocation[] =>
  locations.map((l) => ({
    id: l.id,
    name: l.name,
    territoryId: l.territoryId,
    enabled: l.enabled,
  }));

/** Offline, the locations never read on this device: a field hint, not a page. */
const NEEDS_CONNECTION_HINT = 'The locations load when you are back online';

interface MysteryShopperFormProps {
  reportId: string;
  initialValues: MysteryShopperFormValues;
  territories: readonly NamedRef[];
  /** Saved location of an edited report: kept in the list even if it is disabled since. */
  currentLocation?: NamedRef;
  submitLabel: string;
  cancelTo: string;
  /** Resolves when done; the form stays as typed whatever happens. */
  onSubmit: (
    values: MysteryShopperFormValues,
    territory: NamedRef,
    location: NamedRef,
  ) => Promise<void>;
}

/** Territory, a location of that territory, date, details and attachments (spec 02 §5). */
export function MysteryShopperForm(props: MysteryShopperFormProps) {
  const { initialValues, territories, onSubmit } = props;
  const [locations, setLocations] = useState<TerritoryLocation[]>([]);
  const [uploading, setUploading] = useState(false);

  const submit = async (
    values: MysteryShopperFormValues,
    helpers: FormikHelpers<MysteryShopperFormValues>,
  ) => {
    const territory = territories.find((t) => t.id === values.territoryId);
    const location =
      locations.find((l) => l.id === values.franchiseeLocationId) ??
      (props.currentLocation?.id === values.franchiseeLocationId ? props.currentLocation : null);
    // A choice that is no longer offered (list reloaded meanwhile) must be made again.
    if (!territory)
      return helpers.setFieldError('territoryId', mysteryShopperMessages.territoryRequired);
    if (!location) {
      return helpers.setFieldError('franchiseeLocationId', mysteryShopperMessages.locationRequired);
    }
    await onSubmit(values, territory, location);
  };

  return (
    <Formik initialValues={initialValues} validationSchema={mysteryShopperSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Mystery shopper report">
          <Card variant="outlined" sx={{ maxWidth: 800 }}>
            <CardContent>
              <Fields {...props} onLocations={setLocations} onUploadingChange={setUploading} />
            </CardContent>
            <Divider />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
              <Button component={RouterLink} to={props.cancelTo} size="large">
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={isSubmitting}
                disabled={uploading}
              >
                {props.submitLabel}
              </Button>
            </Box>
          </Card>
        </Form>
      )}
    </Formik>
  );
}

interface FieldsProps extends MysteryShopperFormProps {
  onLocations: (locations: TerritoryLocation[]) => void;
  onUploadingChange: (uploading: boolean) => void;
}

function Fields({
  reportId,
  territories,
  currentLocation,
  onLocations,
  onUploadingChange,
}: FieldsProps) {
  const { values, setFieldValue, errors, touched } = useFormikContext<MysteryShopperFormValues>();
  const territoryId = values.territoryId;
  // The scope's locations, read once per sign-in and shared (README "Reference data").
  const locations = useScopeLocations({ select: asTerritoryLocations });
  const loaded = useMemo(
    () => (locations.data ? locations.data.filter((l) => l.territoryId === territoryId) : null),
    [locations.data, territoryId],
  );
  useEffect(() => {
    if (loaded) onLocations(loaded);
  }, [loaded, onLocations]);

  // Enabled locations, plus the saved one of an edited report even if disabled since.
  const options = (loaded ?? []).filter(
    (l) => l.enabled || l.id === values.franchiseeLocationId || l.id === currentLocation?.id,
  );
  const filesError = touched.files && typeof errors.files === 'string' ? errors.files : null;

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormikTextField
          name="territoryId"
          label="Territory"
          select
          required
          fullWidth
          onChange={(event) => {
            void setFieldValue('territoryId', event.target.value);
            // A location belongs to one territory: choosing another territory clears it.
            void setFieldValue('franchiseeLocationId', '');
          }}
        >
          {territories.map((t) => (
            <MenuItem key={t.id} value={t.id} sx={{ minHeight: 48 }}>
              {t.name}
            </MenuItem>
          ))}
        </FormikTextField>
        <FormikTextField
          name="franchiseeLocationId"
          label="Franchisee location"
          select
          required
          fullWidth
          disabled={!territoryId}
          helperText={
            !territoryId
              ? 'Choose a territory first'
              : locations.isPending
                ? locations.fetchStatus === 'paused'
                  ? NEEDS_CONNECTION_HINT
                  : 'Loading locations…'
                : locations.isError
                  ? isOfflineError(locations.error)
                    ? NEEDS_CONNECTION_HINT
                    : 'Could not load the locations. Try again.'
                  : options.length === 0
                    ? 'This territory has no franchise location'
                    : undefined
          }
        >
          {options.map((l) => (
            <MenuItem key={l.id} value={l.id} sx={{ minHeight: 48 }}>
              {l.name}
            </MenuItem>
          ))}
          {/* Keeps the saved value valid while the list loads. */}
          {currentLocation &&
            !options.some((l) => l.id === currentLocation.id) &&
            values.franchiseeLocationId === currentLocation.id && (
              <MenuItem value={currentLocation.id}>{currentLocation.name}</MenuItem>
            )}
        </FormikTextField>
      </Stack>
      <FormikTextField
        name="date"
        label="Date"
        type="date"
        required
        sx={{ maxWidth: { sm: 280 } }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormikTextField
        name="text"
        label="Report details"
        required
        fullWidth
        multiline
        minRows={4}
        helperText={`${values.text.length}/${MAX_TEXT}`}
      />
      <Box>
        <FormLabel component="legend" sx={{ mb: 1 }}>
          Files
        </FormLabel>
        <FilesField
          storage={getStorageOrNull()}
          reportId={reportId}
          value={values.files}
          onChange={(files) => void setFieldValue('files', files)}
          onUploadingChange={onUploadingChange}
        />
        {filesError && <FormHelperText error>{filesError}</FormHelperText>}
      </Box>
    </Stack>
  );
}
