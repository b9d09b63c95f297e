import { useState } from 'react';
import { Formik, Form, type FormikHelpers } from 'formik';
import {
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  FormControlLabel,
  Grid,
  InputAdornment,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { db, getStorageOrNull } from '@/lib/firebase';
import { paths } from '@/lib/paths';
import { createItem } from '../api/create-item';
import { newItemId } from '../api/items-ref';
import { forgetItems, storageAreasQuery } from '../api/queries';
import { updateItem } from '../api/update-item';
import { ITEM_STATUS_OPTIONS, type Item } from '../model/item';
import {
  MAX_TEXT,
  emptyItemForm,
  itemFormValues,
  itemSchema,
  toItemValues,
  type ItemFormValues,
} from '../model/schemas';
import { itemMessagesUi } from '../model/messages';
import { PhotoField } from './PhotoField';

interface ItemFormProps {
  /** The item being edited; absent for a new item. */
  item?: Item;
}

/** The one form behind New Item and Edit Item; only the starting values and the save call differ. */
export function ItemForm({ item }: ItemFormProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [itemId] = useState(() => item?.id ?? newItemId());
  const [uploading, setUploading] = useState(false);
  const storage = getStorageOrNull();
  const editing = Boolean(item);
  const queryClient = useQueryClient();
  // The areas the count sheets use (the defaults until a top role saves some).
  const storageAreas = useQuery(storageAreasQuery(db));

  if (!storageAreas.isSuccess) {
    return (
      <QueryState
        query={storageAreas}
        loadingLabel="Loading storage areas"
        errorMessage="The storage areas could not be loaded."
      />
    );
  }
  const areas = storageAreas.data;

  const submit = async (values: ItemFormValues, helpers: FormikHelpers<ItemFormValues>) => {
    const saved = toItemValues(values);
    try {
      if (item) {
        await updateItem({ ...saved, id: item.id, previousPhotoPath: item.photoPath });
      } else {
        await createItem({ ...saved, id: itemId });
      }
      enqueueSnackbar(editing ? itemMessagesUi.updated : itemMessagesUi.created, {
        variant: 'success',
      });
      helpers.resetForm({ values });
      // The detail page shows the stored item: read it again rather than the cached copy.
      void forgetItems(queryClient);
      navigate(paths.tools.items.detail(itemId));
    } catch (error) {
      console.error('Saving the item failed', error);
      enqueueSnackbar(itemMessagesUi.saveFailed, { variant: 'error' });
    }
  };

  return (
    <Formik
      initialValues={item ? itemFormValues(item) : emptyItemForm}
      validationSchema={itemSchema}
      onSubmit={submit}
    >
      {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
        const fieldError = (name: keyof ItemFormValues) =>
          touched[name] && errors[name] ? errors[name] : undefined;
        const text = (name: keyof ItemFormValues, label: string) => ({
          name,
          label,
          fullWidth: true,
          value: values[name],
          onChange: handleChange,
          onBlur: handleBlur,
          error: Boolean(fieldError(name)),
          helperText: fieldError(name),
        });
        // Text inputs with a numeric keypad rather than type="number": Formik would hand the
        // schema numbers instead of the typed text, and a wheel or swipe could change the value.
        const numeric = (money = false) => ({
          slotProps: {
            htmlInput: { inputMode: money ? 'decimal' : 'numeric', autoComplete: 'off' },
            ...(money && {
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }),
          },
        });
        return (
          <Form noValidate aria-label={editing ? 'Edit item' : 'New item'}>
            <Card variant="outlined">
              <CardContent>
                <Grid container spacing={2.5}>
                  <Grid size={12}>
                    <TextField
                      {...text('itemDesc', 'Description')}
                      required
                      slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...text('sku', 'SKU')}
                      required
                      slotProps={{ htmlInput: { maxLength: MAX_TEXT } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...text('status', 'Status')}
                      select
                      required
                      // Native select: the system picker is the dependable touch control on tablets.
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      <option value="" disabled>
                        Choose a status
                      </option>
                      {ITEM_STATUS_OPTIONS.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...text('casesPerPallet', 'Cases per pallet')}
                      {...numeric()}
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...text('casesPerOvernight', 'Cases per overnight')}
                      {...numeric()}
                      required
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...text('price', 'Price')} {...numeric(true)} required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...text('salePrice', 'Sale price')} {...numeric(true)} required />
                  </Grid>
                  <Grid size={12}>
                    <FormControlLabel
                      control={
                        <Switch
                          name="isOnSale"
                          checked={values.isOnSale}
                          onChange={(event) => setFieldValue('isOnSale', event.target.checked)}
                        />
                      }
                      label="On sale"
                    />
                  </Grid>
                  <Grid size={12}>
                    <Typography variant="subtitle1" component="h2">
                      Counting (inventory count sheets)
                    </Typography>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, lg: 'grow' }}>
                    <TextField
                      {...text('countUnit', 'Counted in')}
                      select
                      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                    >
                      <option value="each">Cases and eaches</option>
                      <option value="lb">Weight (lb), for seafood</option>
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, lg: 'grow' }}>
                    <TextField
                      {...text(
                        'unitsPerCase',
                        values.countUnit === 'lb' ? 'Pounds per case' : 'Eaches per case',
                      )}
                      {...numeric()}
                      required
                    />
                  </Grid>
                  {(['restaurant', 'truck'] as const).map((type) => {
                    const name = type === 'restaurant' ? 'restaurantArea' : 'truckArea';
                    const current = values[name];
                    // A stored area since removed from the list stays selectable, so it is not lost.
                    const options =
                      areas[type].includes(current) || !current
                        ? areas[type]
                        : [...areas[type], current];
                    return (
                      <Grid key={type} size={{ xs: 12, sm: 6, lg: 'grow' }}>
                        <TextField
                          {...text(
                            name,
                            type === 'restaurant' ? 'Area in restaurants' : 'Area in trucks',
                          )}
                          select
                          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                        >
                          <option value="">Not assigned</option>
                          {options.map((area) => (
                            <option key={area} value={area}>
                              {area}
                            </option>
                          ))}
                        </TextField>
                      </Grid>
                    );
                  })}
                  <Grid size={{ xs: 12, lg: 'grow' }}>
                    <TextField {...text('shelfOrder', 'Shelf order')} {...numeric()} required />
                  </Grid>
                  <Grid size={12}>
                    <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
                      Photo
                    </Typography>
                    <PhotoField
                      storage={storage}
                      itemId={itemId}
                      value={{ photoUrl: values.photoUrl, photoPath: values.photoPath }}
                      onChange={(photo) => {
                        void setFieldValue('photoUrl', photo.photoUrl);
                        void setFieldValue('photoPath', photo.photoPath);
                      }}
                      onUploadingChange={setUploading}
                    />
                  </Grid>
                </Grid>
              </CardContent>
              <Divider />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: 2 }}>
                <Button
                  size="large"
                  onClick={() =>
                    navigate(item ? paths.tools.items.detail(item.id) : paths.tools.items.list)
                  }
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  loading={isSubmitting}
                  disabled={uploading}
                >
                  {editing ? 'Save Changes' : 'Create Item'}
                </Button>
              </Box>
            </Card>
          </Form>
        );
      }}
    </Formik>
  );
}
