import { useMemo } from 'react';
import { Form, Formik } from 'formik';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { ROLE_NAMES, TIMEZONES, type Role } from '@/features/auth';
import { PhoneField } from '@/components/PhoneField';
import { userSchema, type NamedOption, type UserFormValues } from '../model/schemas';

interface UserFormProps {
  initialValues: UserFormValues;
  /** New user: password shown and required, e-mail editable. */
  isNew: boolean;
  /** Role, territories and location shown (Edit User Permissions). */
  canEditAccess: boolean;
  /** Roles the editor may give (a location-scoped administrator cannot make top roles). */
  roles: readonly Role[];
  territories: readonly NamedOption[];
  locations: readonly NamedOption[];
  submitLabel: string;
  /** Saves and reports success or failure itself; the form keeps its values either way. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel: () => void;
}

/** The one form behind New User and Edit User; they differ only in which fields show. */
export function UserForm({
  initialValues,
  isNew,
  canEditAccess,
  roles,
  territories,
  locations,
  submitLabel,
  onSubmit,
  onCancel,
}: UserFormProps) {
  const schema = useMemo(() => userSchema({ isNew, canEditAccess }), [isNew, canEditAccess]);
  const territoryName = (id: string) => territories.find((t) => t.id === id)?.name ?? id;

  return (
    <Card variant="outlined">
      <CardContent>
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
          {({ values, errors, touched, handleChange, handleBlur, setFieldValue, isSubmitting }) => {
            const fieldError = (name: keyof UserFormValues) => {
              const error = touched[name] ? errors[name] : undefined;
              return typeof error === 'string' ? error : undefined;
            };
            const text = (name: keyof UserFormValues) => ({
              fullWidth: true,
              name,
              onChange: handleChange,
              onBlur: handleBlur,
              error: !!fieldError(name),
              helperText: fieldError(name),
            });
            return (
              <Form noValidate aria-label={isNew ? 'New user' : 'Edit user'}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Profile
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...text('firstName')} label="First name" value={values.firstName} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField {...text('lastName')} label="Last name" value={values.lastName} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...text('email')}
                      type="email"
                      label="Email"
                      autoComplete="off"
                      value={values.email}
                      disabled={!isNew}
                      helperText={
                        fieldError('email') ??
                        (isNew ? undefined : 'The sign-in e-mail; the user changes it in Account')
                      }
                    />
                  </Grid>
                  {isNew && (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <TextField
                        {...text('password')}
                        type="password"
                        label="Password"
                        autoComplete="new-password"
                        value={values.password}
                      />
                    </Grid>
                  )}
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <PhoneField
                      fullWidth
                      label="Mobile"
                      name="mobile"
                      value={values.mobile}
                      onChange={(digits) => void setFieldValue('mobile', digits)}
                      onBlur={handleBlur}
                      error={!!fieldError('mobile')}
                      helperText={fieldError('mobile')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      {...text('timezone')}
                      select
                      label="Timezone"
                      value={values.timezone}
                    >
                      {TIMEZONES.map((zone) => (
                        <MenuItem key={zone} value={zone}>
                          {zone}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                </Grid>

                {canEditAccess && (
                  <>
                    <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
                      Access
                    </Typography>
                    <Grid container spacing={2}>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField {...text('role')} select label="Role" value={values.role}>
                          {roles.map((role) => (
                            <MenuItem key={role} value={role}>
                              {ROLE_NAMES[role]}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Grid>
                      <Grid size={{ xs: 12, sm: 6 }}>
                        <TextField
                          {...text('franchiseeLocationId')}
                          select
                          label="Franchisee location"
                          value={values.franchiseeLocationId}
                        >
                          <MenuItem value="">
                            <em>None</em>
                          </MenuItem>
                          {locations.map((location) => (
                            <MenuItem key={location.id} value={location.id}>
                              {location.name}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Grid>
                      <Grid size={12}>
                        <TextField
                          {...text('territoryIds')}
                          select
                          label="Territories"
                          value={values.territoryIds}
                          slotProps={{
                            select: {
                              multiple: true,
                              renderValue: (selected) => (
                                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                                  {(selected as string[]).map((id) => (
                                    <Chip key={id} size="small" label={territoryName(id)} />
                                  ))}
                                </Box>
                              ),
                            },
                          }}
                        >
                          {territories.length === 0 && (
                            <MenuItem disabled value="">
                              No territories
                            </MenuItem>
                          )}
                          {territories.map((territory) => (
                            <MenuItem key={territory.id} value={territory.id}>
                              {territory.name}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Grid>
                    </Grid>
                  </>
                )}

                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                  <Button size="large" onClick={onCancel} disabled={isSubmitting}>
                    Cancel
                  </Button>
                  <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
                    {submitLabel}
                  </Button>
                </Box>
              </Form>
            );
          }}
        </Formik>
      </CardContent>
    </Card>
  );
}
