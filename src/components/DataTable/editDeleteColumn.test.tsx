import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { DataTable } from './DataTable';
import { editDeleteColumn } from './editDeleteColumn';
import type { DataTableColumn } from './types';

interface Section {
  id: string;
  name: string;
}

const rows: Section[] = [
  { id: 's1', name: 'Food Safety' },
  { id: 's2', name: 'Cold Storage' },
];

function renderTable(actions: DataTableColumn<Section> | null, onRowClick = vi.fn()) {
  const columns: DataTableColumn<Section>[] = [{ field: 'name', header: 'Name' }];
  if (actions) columns.push(actions);
  render(
    <MemoryRouter>
      <DataTable
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        emptyMessage="None"
        label="Sections"
        onRowClick={onRowClick}
      />
    </MemoryRouter>,
  );
  return onRowClick;
}

describe('editDeleteColumn', () => {
  it("links Edit to the row's form and asks to delete the row, each named for it", async () => {
    const onDelete = vi.fn();
    const onRowClick = renderTable(
      editDeleteColumn<Section>({
        subject: (row) => row.name,
        editTo: (row) => `/sections/${row.id}/edit`,
        onDelete,
      }),
    );
    expect(screen.getByRole('link', { name: 'Edit Cold Storage' })).toHaveAttribute(
      'href',
      '/sections/s2/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Food Safety' }));
    expect(onDelete).toHaveBeenCalledWith(rows[0]);
    // The row's own click (opening the record) is not triggered by its buttons.
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves out what the user may not do, and the column when they may do neither', () => {
    renderTable(editDeleteColumn<Section>({ subject: (row) => row.name, onDelete: vi.fn() }));
    expect(screen.getByRole('button', { name: 'Delete Food Safety' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(editDeleteColumn<Section>({ subject: (row) => row.name })).toBeNull();
  });
});
