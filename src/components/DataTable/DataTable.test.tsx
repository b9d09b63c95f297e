import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subYears } from 'date-fns';
import { DataTable } from './DataTable';
import type { DataTableColumn } from './types';

interface Location {
  id: string;
  name: string;
  status: 'active' | 'closed';
  openedAt: Date;
}

const columns: DataTableColumn<Location>[] = [
  { field: 'name', header: 'Name', sortable: true, filter: { type: 'text' } },
  {
    field: 'status',
    header: 'Status',
    filter: {
      type: 'checkbox',
      options: [
        { value: 'active', label: 'Active' },
        { value: 'closed', label: 'Closed' },
      ],
    },
  },
  {
    field: 'openedAt',
    header: 'Opened',
    filter: { type: 'dateRange' },
    render: (r) => r.openedAt.toDateString(),
  },
];

const now = new Date();
const locations: Location[] = [
  { id: '2', name: 'Beach Shack', status: 'closed', openedAt: subYears(now, 2) },
  { id: '1', name: 'Harbor Street', status: 'active', openedAt: now },
  { id: '3', name: 'Airport Truck', status: 'active', openedAt: subYears(now, 3) },
];

const many: Location[] = Array.from({ length: 60 }, (_, i) => ({
  id: String(i + 1),
  name: `Truck ${i + 1}`,
  status: 'active',
  openedAt: now,
}));

const getId = (row: Location) => row.id;

/**
 * Names in the order the user sees them. `hidden: true` because an open filter popover marks the
 * page behind it aria-hidden, yet the table stays in view and updates as the user types.
 */
function visibleNames() {
  const body = screen.getAllByRole('rowgroup', { hidden: true })[1];
  return within(body)
    .getAllByRole('row', { hidden: true })
    .map((row) =>
      within(row)
        .queryAllByRole('cell', { hidden: true })
        .map((c) => c.textContent),
    )
    .map((cells) => cells.find((text) => text && /Street|Shack|Truck/.test(text)));
}

async function openFilter(user: ReturnType<typeof userEvent.setup>, header: string) {
  await user.click(screen.getByRole('button', { name: `Filter ${header}` }));
  return screen.getByRole('dialog');
}

describe('DataTable', () => {
  it('sorts by a column ascending, then descending', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={locations} columns={columns} getRowId={getId} />);
    expect(visibleNames()).toEqual(['Beach Shack', 'Harbor Street', 'Airport Truck']);

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(visibleNames()).toEqual(['Airport Truck', 'Beach Shack', 'Harbor Street']);

    await user.click(screen.getByRole('button', { name: /^Name/ }));
    expect(visibleNames()).toEqual(['Harbor Street', 'Beach Shack', 'Airport Truck']);
  });

  it('narrows rows with a case-insensitive text filter', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={locations} columns={columns} getRowId={getId} />);
    const dialog = await openFilter(user, 'Name');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name contains' }), 'SHACK');
    expect(visibleNames()).toEqual(['Beach Shack']);
    expect(screen.getByText('Name: “SHACK”')).toBeInTheDocument();
  });

  it('filters by ticked checkbox options', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={locations} columns={columns} getRowId={getId} />);
    const dialog = await openFilter(user, 'Status');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Closed' }));
    expect(visibleNames()).toEqual(['Beach Shack']);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    expect(visibleNames()).toEqual(['Beach Shack', 'Harbor Street', 'Airport Truck']);
  });

  it('filters by a date range preset', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={locations} columns={columns} getRowId={getId} />);
    const dialog = await openFilter(user, 'Opened');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Opened' }), 'Today');
    expect(visibleNames()).toEqual(['Harbor Street']);
    expect(within(dialog).getByLabelText('From')).not.toHaveValue('');
    expect(screen.getByText('Opened: Today')).toBeInTheDocument();
  });

  it('restores every row with "Clear all filters", which only shows while filtering', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={locations} columns={columns} getRowId={getId} />);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();

    const dialog = await openFilter(user, 'Name');
    await user.type(within(dialog).getByRole('textbox'), 'harbor');
    await user.keyboard('{Escape}');
    expect(visibleNames()).toEqual(['Harbor Street']);

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(visibleNames()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });

  it('shows bulk actions once rows are selected and hands them the selected rows', async () => {
    const user = userEvent.setup();
    const archive = vi.fn();
    render(
      <DataTable
        rows={locations}
        columns={columns}
        getRowId={getId}
        bulkActions={[{ label: 'Archive', onClick: archive }]}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Harbor Street' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Airport Truck' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(archive).toHaveBeenCalledWith([locations[1], locations[2]]);
    expect(screen.queryByText('2 selected')).not.toBeInTheDocument();
  });

  it('selects the whole page from the header checkbox without opening the row', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(
      <DataTable
        rows={locations}
        columns={columns}
        getRowId={getId}
        onRowClick={open}
        bulkActions={[{ label: 'Archive', onClick: vi.fn() }]}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    await user.click(screen.getByText('Beach Shack'));
    expect(open).toHaveBeenCalledWith(locations[0]);
  });

  it('shows 25 rows per page by default and 50 after switching', async () => {
    const user = userEvent.setup();
    render(<DataTable rows={many} columns={columns} getRowId={getId} />);
    expect(visibleNames()).toHaveLength(25);
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: /rows per page/i }), '50');
    expect(visibleNames()).toHaveLength(50);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(visibleNames()).toEqual(many.slice(50).map((r) => r.name));
  });

  it('shows the empty message when there are no rows', () => {
    render(
      <DataTable rows={[]} columns={columns} getRowId={getId} emptyMessage="No locations yet" />,
    );
    expect(screen.getByText('No locations yet')).toBeInTheDocument();
  });

  it('says the filters hide everything rather than that the list is empty', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        rows={locations}
        columns={columns}
        getRowId={getId}
        emptyMessage="No locations yet"
      />,
    );
    const dialog = await openFilter(user, 'Name');
    await user.type(within(dialog).getByRole('textbox'), 'zzz');
    expect(screen.getByText('No records match the current filters')).toBeInTheDocument();
    expect(screen.queryByText('No locations yet')).not.toBeInTheDocument();
  });

  it('shows loading instead of the empty message while loading', () => {
    render(
      <DataTable
        rows={[]}
        columns={columns}
        getRowId={getId}
        loading
        emptyMessage="No locations yet"
      />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('No locations yet')).not.toBeInTheDocument();
  });

  it('offers drag handles and no sorting when reordering is on', async () => {
    render(<DataTable rows={locations} columns={columns} getRowId={getId} onReorder={vi.fn()} />);
    // The rows show before the drag and drop code has loaded; the handles come with it.
    expect(visibleNames()).toHaveLength(3);
    expect(await screen.findAllByLabelText('Drag to reorder')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('in server mode shows the rows it is given and asks for the next page', async () => {
    const user = userEvent.setup();
    const onStateChange = vi.fn();
    render(
      <DataTable
        mode="server"
        rows={many.slice(0, 25)}
        totalCount={60}
        hasNextPage
        state={{ sort: null, filters: {}, page: 0, pageSize: 25 }}
        onStateChange={onStateChange}
        columns={columns}
        getRowId={getId}
      />,
    );
    expect(visibleNames()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: /next page/i }));
    expect(onStateChange).toHaveBeenCalledWith(expect.objectContaining({ page: 1 }));
  });

  it('while the count is out, counts a short page as the last one, a full one as "more than"', () => {
    const props = {
      mode: 'server' as const,
      totalCount: null,
      state: { sort: null, filters: {}, page: 1, pageSize: 25 as const },
      onStateChange: vi.fn(),
      columns,
      getRowId: getId,
    };
    const { rerender } = render(<DataTable {...props} rows={many.slice(0, 3)} />);
    expect(screen.getByText('26–28 of 28')).toBeInTheDocument();
    rerender(<DataTable {...props} rows={many.slice(0, 25)} hasNextPage />);
    expect(screen.getByText('26–50 of more than 50')).toBeInTheDocument();
  });

  it('names itself in a load error, and says when the server refused the query', () => {
    const serverProps = {
      mode: 'server' as const,
      rows: [],
      totalCount: null,
      state: { sort: null, filters: {}, page: 0, pageSize: 25 as const },
      onStateChange: vi.fn(),
      columns,
      getRowId: getId,
      label: 'Locations',
    };
    const { rerender } = render(<DataTable {...serverProps} error={{ kind: 'refused' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Locations cannot be listed with these filters and this sort together. Remove a filter or choose another sort.',
    );
    rerender(<DataTable {...serverProps} error={{ kind: 'failed' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Locations could not be loaded. Check your connection and try again.',
    );
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('drops the row count and paging while the page needs a connection', async () => {
    const user = userEvent.setup();
    const refresh = vi.fn();
    const serverProps = {
      mode: 'server' as const,
      rows: [],
      // The total of the last online load: stale once the list cannot be read.
      totalCount: 60,
      hasNextPage: true,
      state: { sort: null, filters: {}, page: 0, pageSize: 25 as const },
      onStateChange: vi.fn(),
      columns,
      getRowId: getId,
      label: 'Locations',
      refresh,
    };
    const { rerender } = render(<DataTable {...serverProps} error={{ kind: 'offline' }} />);
    expect(screen.getByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/of 60/)).not.toBeInTheDocument();
    expect(screen.queryByText(/0–0|of more than/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next page/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refresh).toHaveBeenCalled();

    // Back online with rows, the footer counts them again.
    rerender(<DataTable {...serverProps} rows={many.slice(0, 25)} error={null} />);
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
  });

  it('in client mode never says "0 of 0" for a list that could not be read offline', () => {
    render(<DataTable rows={[]} columns={columns} getRowId={getId} error={{ kind: 'offline' }} />);
    expect(screen.getByText('This page needs a connection')).toBeInTheDocument();
    expect(screen.queryByText(/0–0 of 0/)).not.toBeInTheDocument();
  });

  it('in server mode disables a filter the declaration does not allow, saying why', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        mode="server"
        rows={[]}
        totalCount={0}
        state={{
          sort: null,
          filters: { status: { type: 'checkbox', values: ['active'] } },
          page: 0,
          pageSize: 25,
        }}
        onStateChange={vi.fn()}
        columns={columns.map((c) =>
          c.field === 'name' ? { ...c, filterUnavailable: 'Not available together' } : c,
        )}
        getRowId={getId}
      />,
    );
    const nameFilter = screen.getByRole('button', { name: 'Filter Name' });
    expect(nameFilter).toBeDisabled();
    await user.hover(nameFilter.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Not available together');
    expect(screen.getByRole('button', { name: 'Filter Status' })).toBeEnabled();
  });

  it('in server mode stops ticking boxes at what the 30-value limit leaves', async () => {
    const user = userEvent.setup();
    const options = Array.from({ length: 40 }, (_, i) => ({ value: `t${i}`, label: `T${i}` }));
    const ticked = options.slice(0, 15).map((o) => o.value);
    render(
      <DataTable
        mode="server"
        rows={[]}
        totalCount={0}
        state={{
          sort: null,
          filters: {
            status: { type: 'checkbox', values: ['active', 'closed'] },
            territory: { type: 'checkbox', values: ticked },
          },
          page: 0,
          pageSize: 25,
        }}
        onStateChange={vi.fn()}
        columns={[
          ...columns,
          {
            field: 'territory' as never,
            header: 'Territory',
            filter: { type: 'checkbox', options },
          },
        ]}
        getRowId={getId}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Filter Territory' }));
    expect(
      screen.getByText('At most 15 can be chosen together with the other filters'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'T14' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'T15' })).toBeDisabled();
  });
});
