import * as Yup from 'yup';

export const registerSchema = Yup.object({
  firstName: Yup.string().trim().max(255).required('First name is required'),
  lastName: Yup.string().trim().max(255).required('Last name is required'),
  email: Yup.string().trim().email('Must be a valid email').max(255).required('Email is required'),
  password: Yup.string().min(6, 'Must be at least 6 characters').max(255).required('Required'),
  passwordConfirm: Yup.string()
    .oneOf([Yup.ref('password')], 'Passwords must match')
    .required('Required'),
});
