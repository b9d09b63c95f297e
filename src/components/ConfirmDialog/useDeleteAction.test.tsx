import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { useDeleteAction } from './useDeleteAction';

interface Note {
  id: string;
  name: string;
}

function Harness({
  remove,
  onDeleted,
}: {
  remove: (n: Note) => Promise<void>;
  onDeleted: () => void;
}) {
  const { ask, dialog } = useDeleteAction<Note>({
    remove,
    deleted: 'Note deleted',
    failed: 'Note deletion failed',
    onDeleted,
    title: 'Delete note?',
    message: (note) => `"${note.name}" will be removed.`,
  });
  return (
    <>
      <button onClick={() => ask({ id: 'n1', name: 'Cold chain' })}>Delete</button>
      {dialog}
    </>
  );
}

function renderHarness(remove: (n: Note) => Promise<void>, onDeleted = vi.fn()) {
  render(
    <SnackbarProvider>
      <Harness remove={remove} onDeleted={onDeleted} />
    </SnackbarProvider>,
  );
  return onDeleted;
}

describe('useDeleteAction', () => {
  it('asks first, then deletes the item, says so and reloads', async () => {
    const remove = vi.fn(() => Promise.resolve());
    const onDeleted = renderHarness(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('"Cold chain" will be removed.')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog').querySelector('button:last-of-type')!);
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith({ id: 'n1', name: 'Cold chain' });
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('reports a failed delete with its reason and does not reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onDeleted = renderHarness(() => Promise.reject(new Error('Missing permissions')));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('dialog').querySelector('button:last-of-type')!);
    expect(
      await screen.findByText('Note deletion failed: Missing permissions'),
    ).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes nothing when cancelled', async () => {
    const remove = vi.fn(() => Promise.resolve());
    renderHarness(remove);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(remove).not.toHaveBeenCalled();
  });
});
