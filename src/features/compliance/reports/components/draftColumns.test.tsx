import { screen } from '@testing-library/react';
import { renderWithSession } from '@/testing/renderWithSession';
import { draftColumns, type ReportRow } from './columns';

vi.mock('@/lib/firebase', () => ({ db: {} }));
const users = vi.hoisted(() => ({
  getDoc: vi.fn(async () => ({
    exists: () => true,
    data: () => ({ firstName: 'Ivy', lastName: 'Inspector' }),
  })),
}));
vi.mock('@/data/users', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/data/users')>()),
  userProfileRef: (_db: unknown, uid: string) => ({ path: `users/${uid}` }),
}));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  getDoc: users.getDoc,
}));

const row = (userId: string) =>
  ({ id: `draft-${userId}`, userId, franchiseeLocationName: 'North Truck' }) as ReportRow;

function renderCells(columns: ReturnType<typeof draftColumns>, of: ReportRow) {
  return renderWithSession(
    <table>
      <tbody>
        <tr>
          {columns.map((column) => (
            <td key={column.key ?? column.field}>{column.render?.(of)}</td>
          ))}
        </tr>
      </tbody>
    </table>,
  );
}

describe('draftColumns', () => {
  it("gives a top role an Author column and, on another inspector's draft, Delete only", async () => {
    const columns = draftColumns(vi.fn(), vi.fn(), 'me', true);
    expect(columns.map((c) => c.header)).toContain('Author');
    renderCells(columns, row('ivy'));
    expect(await screen.findByText('Ivy Inspector')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit draft/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete draft for North Truck' })).toBeVisible();
  });

  it('offers Edit on their own draft, written "You"', () => {
    renderCells(draftColumns(null, vi.fn(), 'me', true), row('me'));
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit draft for North Truck' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete draft/ })).toBeNull();
  });

  it('lists staff only their own drafts, with no Author column', () => {
    expect(draftColumns(null, vi.fn(), 'me', false).map((c) => c.header)).not.toContain('Author');
  });
});
