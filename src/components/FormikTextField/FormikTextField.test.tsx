import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import * as Yup from 'yup';
import { FormikTextField } from './FormikTextField';

function renderForm(onSubmit = vi.fn()) {
  render(
    <Formik
      initialValues={{ title: '' }}
      validationSchema={Yup.object({ title: Yup.string().required('Title is required') })}
      onSubmit={onSubmit}
    >
      <Form>
        <FormikTextField name="title" label="Title" helperText="Shown on the card" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return onSubmit;
}

describe('FormikTextField', () => {
  it('shows its hint until the field is touched and invalid, then the validation message', async () => {
    renderForm();
    expect(screen.getByText('Shown on the card')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  it('writes what is typed into the form values', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Fryer safety');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ title: 'Fryer safety' });
  });
});
