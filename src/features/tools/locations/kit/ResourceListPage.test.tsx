import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resolvePermissions } from '@/features/auth';
import { renderWithSession } from '@/testing/renderWithSession';
import { deleteRecords } from '../api/delete-records';
import { llcsConfig } from '../resources/llcs';
import { ResourceListPage } from './ResourceListPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  collection: (_db: unknown, name: string) => ({
    name,
    withConverter() {
      return this;
    },
  }),
  query: (base: unknown) => base,
}));
vi.mock('../api/list-territory-options', () => ({
  listTerritoryOptions: vi.fn().mockResolvedValue([{ id: 't1', name: 'North Coast' }]),
}));
vi.mock('../api/list-user-options', () => ({ listUserOptions: vi.fn().mockResolvedValue([]) }));
vi.mock('../api/delete-records', () => ({ deleteRecords: vi.fn() }));
const refresh = vi.fn();
vi.mock('@/components/DataTable', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/components/DataTable')>()),
  useFirestoreTable: ({ columns }: { columns: unknown[] }) => ({
    mode: 'server',
    columns,
    rows: [{ id: 'llc-1', name: 'North Foods LLC', territoryIds: ['t1'] }],
    totalCount: 1,
    hasNextPage: false,
    loading: false,
    error: null,
    state: { sort: null, filters: {}, page: 0, pageSize: 25 },
    onStateChange: vi.fn(),
    getRowId: (row: { id: string }) => row.id,
    refresh,
  }),
}));

const render = (permissions = resolvePermissions('superAdmin')) =>
  renderWithSession(<ResourceListPage config={llcsConfig} />, { profile: { permissions } });

describe('ResourceListPage', () => {
  it('offers New to someone who may create', async () => {
    render();
    expect(await screen.findByText('North Foods LLC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New LLC' })).toHaveAttribute(
      'href',
      '/app/tools/new-llc',
    );
    expect(await screen.findByText('North Coast')).toBeInTheDocument();
  });

  it('hides New and row selection without create and delete permissions', async () => {
    render(resolvePermissions('manager', { llcs: { view: true } }));
    expect(await screen.findByText('North Foods LLC')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New LLC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('deletes selected rows after confirmation and says "LLC deleted"', async () => {
    vi.mocked(deleteRecords).mockResolvedValue(undefined);
    render();
    const rowBox = await screen.findAllByRole('checkbox');
    await userEvent.click(rowBox[rowBox.length - 1]);
    await userEvent.click(screen.getByRole('button', { name: /delete/i }));
    expect(await screen.findByText('Delete LLC?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('LLC deleted')).toBeInTheDocument();
    expect(deleteRecords).toHaveBeenCalledWith({ collection: 'llcs', ids: ['llc-1'] });
    expect(refresh).toHaveBeenCalled();
  });
});
