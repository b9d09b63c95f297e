import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';

type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: string;
};

/**
 * An MUI TextField bound to the enclosing Formik form by `name`: value, change, blur, and the
 * field's validation message once it has been touched (string messages only; array and object
 * errors belong to the nested fields that show them).
 */
export function FormikTextField({ name, helperText, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<unknown>(name);
  const message = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={!!message}
      helperText={message ?? helperText}
    />
  );
}
