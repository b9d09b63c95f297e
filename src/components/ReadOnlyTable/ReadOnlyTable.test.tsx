import { render, screen, within } from '@testing-library/react';
import { ReadOnlyTable } from './ReadOnlyTable';

interface Row {
  id: string;
  name: string;
  count: number;
}

describe('ReadOnlyTable', () => {
  it('shows one row per item under its named headers, in the order given', () => {
    render(
      <ReadOnlyTable<Row>
        label="Counts"
        columns={[
          { header: 'Name', cell: (row) => row.name },
          { header: 'Count', cell: (row) => row.count, align: 'right' },
        ]}
        rows={[
          { id: 'b', name: 'Brioche Buns', count: 12 },
          { id: 'a', name: 'Atlantic Cod', count: 3 },
        ]}
        rowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Counts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Count']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Brioche Buns', '12'],
      ['Atlantic Cod', '3'],
    ]);
  });

  it("ends with the columns' footers as a last row, and says when there are no rows", () => {
    const columns = [
      { header: 'Name', cell: (row: Row) => row.name, footer: 'Total' },
      { header: 'Count', cell: (row: Row) => row.count, align: 'right' as const, footer: '15' },
    ];
    const { rerender } = render(
      <ReadOnlyTable<Row>
        label="Counts"
        columns={columns}
        rows={[{ id: 'a', name: 'Atlantic Cod', count: 15 }]}
        rowKey={(row) => row.id}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Counts' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['NameCount', 'Atlantic Cod15', 'Total15']);

    rerender(
      <ReadOnlyTable<Row>
        label="Counts"
        columns={columns.map(({ footer: _footer, ...column }) => column)}
        rows={[]}
        rowKey={(row) => row.id}
        emptyMessage="Nothing counted yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'Nothing counted yet.' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('names each row by its row-header cell, keeps two columns of one header apart, and gives rows their props', () => {
    render(
      <ReadOnlyTable<Row>
        label="Routing"
        columns={[
          { header: 'Name', rowHeader: true, cell: (row) => row.name },
          { header: 'Coast', key: 'north', cell: (row) => `north ${row.count}` },
          { header: 'Coast', key: 'gulf', cell: (row) => `gulf ${row.count}` },
        ]}
        rows={[{ id: 'a', name: 'Atlantic Cod', count: 3 }]}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-id': row.id })}
      />,
    );
    const row = screen.getByRole('row', { name: /Atlantic Cod/ });
    expect(row).toHaveAttribute('data-id', 'a');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Atlantic Cod');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['north 3', 'gulf 3']);
  });

  it('names each row by its row header cell and shows the rows asked for in bold', () => {
    render(
      <ReadOnlyTable<Row>
        label="Statement"
        columns={[
          { header: 'Line', cell: (row) => row.name, rowHeader: true },
          { header: 'Amount', cell: (row) => row.count, align: 'right' },
        ]}
        rows={[
          { id: 'sales', name: 'Net sales', count: 100 },
          { id: 'profit', name: 'Gross profit', count: 70 },
        ]}
        rowKey={(row) => row.id}
        bold={(row) => row.id === 'profit'}
      />,
    );
    const table = screen.getByRole('table', { name: 'Statement' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Net sales', 'Gross profit']);
    const weight = (name: string) =>
      getComputedStyle(within(table).getByRole('cell', { name })).fontWeight;
    expect(weight('70')).toBe('600');
    expect(weight('100')).not.toBe('600');
  });
});
