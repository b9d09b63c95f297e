import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timestamp } from 'firebase/firestore';
import { resolvePermissions } from '@/features/auth';
import { renderWithSession } from '@/testing/renderWithSession';
import type { ComplianceQuestion, ComplianceSection } from '../../model/types';
import { deleteQuestion } from '../api/delete-question';
import { listAllQuestions } from '../api/list-all-questions';
import { listQuestionsByType } from '../api/list-questions';
import { listSections } from '../api/list-sections';
import { QuestionsPage } from './QuestionsPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/list-all-questions', () => ({ listAllQuestions: vi.fn() }));
vi.mock('../api/list-questions', () => ({ listQuestionsByType: vi.fn() }));
vi.mock('../api/list-sections', () => ({ listSections: vi.fn() }));
vi.mock('../api/delete-question', () => ({ deleteQuestion: vi.fn() }));

const stamp = {} as Timestamp;
const SECTIONS: ComplianceSection[] = [
  {
    id: 'food',
    name: 'Food Safety',
    nameLower: 'food safety',
    orderInRestaurant: 1,
    orderInTruck: 1,
    updatedAtTimestamp: 0,
    createdAt: stamp,
    updatedAt: stamp,
  },
];
const question = (id: string, type: 'restaurant' | 'truck'): ComplianceQuestion => ({
  id,
  type,
  sectionId: 'food',
  weight: id.endsWith('dnq') ? 'dnq' : 4,
  question: `Question ${id}`,
  order: 1,
  createdAt: stamp,
  updatedAt: stamp,
});

const render = (route: string, permissions?: ReturnType<typeof resolvePermissions>) =>
  renderWithSession(<QuestionsPage />, {
    route,
    path: '/app/compliance-v2/questions',
    ...(permissions ? { profile: { role: 'manager', permissions } } : {}),
  });

beforeEach(() => {
  vi.mocked(listSections).mockReset().mockResolvedValue(SECTIONS);
  vi.mocked(listAllQuestions)
    .mockReset()
    .mockResolvedValue([question('r1', 'restaurant'), question('t-dnq', 'truck')]);
  vi.mocked(listQuestionsByType)
    .mockReset()
    .mockImplementation(async (_db, type) => [question(`${type}-only`, type)]);
});

describe('QuestionsPage', () => {
  it('falls back to All for an unknown type and lists both types with names and DNQ', async () => {
    render('/app/compliance-v2/questions?type=van');
    const row = (await screen.findByText('Question t-dnq')).closest('tr')!;
    expect(within(row).getByText('Truck')).toBeInTheDocument();
    expect(within(row).getByText('Food Safety')).toBeInTheDocument();
    expect(within(row).getByText('DNQ')).toBeInTheDocument();
    expect(screen.getByText('Question r1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'New Question' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Question Sections' })).toBeInTheDocument();
  });

  it('reads only the chosen type on its tab', async () => {
    render('/app/compliance-v2/questions?type=truck');
    expect(await screen.findByText('Question truck-only')).toBeInTheDocument();
    expect(listQuestionsByType).toHaveBeenCalledWith({}, 'truck');
    expect(listAllQuestions).not.toHaveBeenCalled();
  });

  it('says "No questions configured" and offers to create one', async () => {
    vi.mocked(listAllQuestions).mockResolvedValue([]);
    render('/app/compliance-v2/questions?type=all');
    expect(await screen.findByText('No questions configured')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New Question' })).toHaveLength(2);
  });

  it('hides New Question, Edit and Delete from a viewer without those permissions', async () => {
    const permissions = resolvePermissions('manager', { complianceQuestions: { view: true } });
    render('/app/compliance-v2/questions', permissions);
    await screen.findByText('Question r1');
    expect(screen.queryByRole('link', { name: 'New Question' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit/ })).not.toBeInTheDocument();
  });
  it('says the questions could not be loaded and reads them again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listAllQuestions).mockRejectedValueOnce(new Error('permission-denied'));
    render('/app/compliance-v2/questions?type=all');
    expect(await screen.findByText('Could not load the compliance questions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Question r1')).toBeInTheDocument();
    expect(listAllQuestions).toHaveBeenCalledTimes(2);
  });

  it('reads the list again after a question is deleted', async () => {
    vi.mocked(deleteQuestion).mockResolvedValue(undefined);
    render('/app/compliance-v2/questions?type=all');
    await screen.findByText('Question r1');
    vi.mocked(listAllQuestions).mockResolvedValue([question('t-dnq', 'truck')]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete question: Question r1' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByText('Question r1')).not.toBeInTheDocument());
    expect(deleteQuestion).toHaveBeenCalledWith({}, 'r1');
    expect(screen.getByText('Question t-dnq')).toBeInTheDocument();
  });
});
