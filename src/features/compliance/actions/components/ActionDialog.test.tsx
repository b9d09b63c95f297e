import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { newActionsFor, type ComplianceAction } from '../model/actions';
import { ActionDialog } from './ActionDialog';

const [ACTION] = newActionsFor(
  {
    reportId: 'r1',
    serialNo: 3,
    franchiseeLocationId: 'loc',
    franchiseeLocationName: 'North Truck',
    territoryId: 't',
    territoryName: 'North',
    questions: [
      {
        id: 'q1',
        question: 'Cooler below 41 °F',
        type: 'truck',
        typeName: 'Truck',
        weight: 5,
        order: 1,
        sectionId: 's',
        sectionName: 'Food Safety',
        section: 1,
        pass: false,
        isNotApplicable: false,
        comment: '',
        images: [],
      },
    ],
  },
  'inspector',
  Date.UTC(2026, 10, 1),
);

function open(action: ComplianceAction, role: 'top' | 'assignee', onSave = vi.fn(async () => {})) {
  render(
    <ActionDialog
      action={action}
      role={role}
      people={[{ uid: 'm', name: 'Manny Manager' }]}
      onClose={() => {}}
      onSave={onSave}
    />,
  );
  return onSave;
}

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// MUI selects are slow to open under jsdom on a busy machine.
describe('ActionDialog', () => {
  it('needs a note before an assignee can mark the action done, then saves it', async () => {
    const onSave = open(ACTION, 'assignee');
    expect(screen.queryByLabelText('Assignee')).toBeNull();
    await pick('Status', 'Done');
    expect(
      screen.getByText('Describe what was done before marking the action done'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Replaced the seal' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        work: { status: 'done', note: 'Replaced the seal', evidence: '' },
        assignee: undefined,
      }),
    );
  });

  it('never offers an assignee Verified', async () => {
    open({ ...ACTION, status: 'done', note: 'Fixed' }, 'assignee');
    await userEvent.click(screen.getByLabelText('Status'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Done', 'Open', 'In progress']);
  });

  it('lets a top role assign and verify a done action', async () => {
    const onSave = open({ ...ACTION, status: 'done', note: 'Fixed' }, 'top');
    await pick('Assignee', 'Manny Manager');
    await pick('Status', 'Verified');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        work: { status: 'verified', note: 'Fixed', evidence: '' },
        assignee: { uid: 'm', name: 'Manny Manager' },
      }),
    );
  });

  it('lets a top role change the priority and the due date, due by the end of that day', async () => {
    const onSave = open(ACTION, 'top');
    await pick('Priority', 'High');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-12-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          plan: { priority: 'high', dueAt: new Date(2026, 11, 5, 23, 59, 59, 999).getTime() },
        }),
      ),
    );
  });

  it('gives an assignee neither the priority nor the due date', () => {
    open(ACTION, 'assignee');
    expect(screen.queryByLabelText('Priority')).toBeNull();
    expect(screen.queryByLabelText('Due date')).toBeNull();
  });

  it('keeps the dialog and says so when the save fails', async () => {
    open(
      ACTION,
      'assignee',
      vi.fn(async () => Promise.reject(new Error('denied'))),
    );
    await pick('Status', 'In progress');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The action could not be saved. Nothing was lost: check the connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
