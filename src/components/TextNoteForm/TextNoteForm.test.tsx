import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as yup from 'yup';
import { TextNoteForm } from './TextNoteForm';

const schema = yup.object({
  note: yup.string().trim().required('Note is required').max(20, 'Too long'),
});

function renderForm(onSave: (text: string) => Promise<void>) {
  render(
    <TextNoteForm
      name="note"
      label="Note"
      formLabel="Note form"
      maxLength={20}
      schema={schema}
      initialText=""
      submitLabel="Save"
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
}

describe('TextNoteForm', () => {
  it('counts characters and saves the trimmed text', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    await userEvent.type(screen.getByLabelText('Note'), '  Wrap pallets ');
    expect(screen.getByText('15 / 20')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Wrap pallets'));
  });

  it('shows the schema message and does not save an empty note', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    renderForm(onSave);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed and re-enables saving when the save fails', async () => {
    const onSave = vi.fn(() => Promise.reject(new Error('offline')));
    renderForm(onSave);
    await userEvent.type(screen.getByLabelText('Note'), 'Cold chain');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(screen.getByLabelText('Note')).toHaveValue('Cold chain');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });
});
