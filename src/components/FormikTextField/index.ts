export { FormikTextField } from './FormikTextField';
