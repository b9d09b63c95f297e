import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timestamp } from 'firebase/firestore';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import type { ComplianceQuestion, ComplianceSection } from '../../model/types';
import { createQuestion } from '../api/create-question';
import { getQuestion } from '../api/get-question';
import { listSections } from '../api/list-sections';
import { updateQuestion } from '../api/update-question';
import { QuestionFormPage } from './QuestionFormPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/create-question', () => ({ createQuestion: vi.fn() }));
vi.mock('../api/update-question', () => ({ updateQuestion: vi.fn() }));
vi.mock('../api/get-question', () => ({ getQuestion: vi.fn() }));
vi.mock('../api/list-sections', () => ({ listSections: vi.fn() }));

const stamp = {} as Timestamp;
const section = (id: string, name: string, r: number, t: number): ComplianceSection => ({
  id,
  name,
  nameLower: name.toLowerCase(),
  orderInRestaurant: r,
  orderInTruck: t,
  updatedAtTimestamp: 0,
  createdAt: stamp,
  updatedAt: stamp,
});
const SECTIONS = [section('food', 'Food Safety', 1, 2), section('cold', 'Cold Storage', 2, 1)];
const QUESTION: ComplianceQuestion = {
  id: 'q1',
  type: 'truck',
  sectionId: 'cold',
  weight: 'dnq',
  question: 'Fridge holds 41 °F',
  order: 2,
  createdAt: stamp,
  updatedAt: stamp,
};

/** Opens an MUI select by its label and picks an option. */
async function choose(label: RegExp, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderNew() {
  return renderWithSession(<QuestionFormPage />, {
    route: '/app/compliance-v2/questions/new',
    path: '/app/compliance-v2/questions/new',
  });
}

function renderEdit() {
  return renderWithSession(<QuestionFormPage />, {
    route: '/app/compliance-v2/questions/q1/edit',
    path: '/app/compliance-v2/questions/:id/edit',
  });
}

beforeEach(() => {
  vi.mocked(createQuestion).mockReset().mockResolvedValue('q9');
  vi.mocked(updateQuestion).mockReset().mockResolvedValue(undefined);
  vi.mocked(getQuestion).mockReset().mockResolvedValue(QUESTION);
  vi.mocked(listSections).mockReset().mockResolvedValue(SECTIONS);
});

describe('QuestionFormPage', () => {
  it('says exactly what is missing and saves nothing', async () => {
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Select a franchisee type')).toBeInTheDocument();
    expect(screen.getByText('Select a section')).toBeInTheDocument();
    expect(screen.getByText('Select weight')).toBeInTheDocument();
    expect(screen.getByText('Input question text')).toBeInTheDocument();
    expect(createQuestion).not.toHaveBeenCalled();
  });

  it('offers weights 1 to 20 and DNQ', async () => {
    renderNew();
    await userEvent.click(await screen.findByRole('combobox', { name: /Weight/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => String(i + 1)),
      'DNQ',
    ]);
  });

  it('lists sections in the chosen type order', async () => {
    renderNew();
    await choose(/Franchisee type/, 'Truck');
    await userEvent.click(screen.getByRole('combobox', { name: /Section/ }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Cold Storage', 'Food Safety']);
  });

  it('creates a question and returns to its type tab', async () => {
    renderNew();
    await choose(/Franchisee type/, 'Restaurant');
    await choose(/Section/, 'Food Safety');
    await choose(/Weight/, '12');
    await fill(screen.getByRole('textbox', { name: /Question/ }), '  Fish held cold ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Compliance report question created')).toBeInTheDocument();
    expect(createQuestion).toHaveBeenCalledWith(
      {},
      {
        type: 'restaurant',
        sectionId: 'food',
        weight: 12,
        question: 'Fish held cold',
      },
    );
    await waitFor(() => expect(currentPath()).toBe('/app/compliance-v2/questions?type=restaurant'));
  });

  it('says "Compliance report question creation failed" and keeps what was typed', async () => {
    vi.mocked(createQuestion).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    renderNew();
    await choose(/Franchisee type/, 'Truck');
    await choose(/Section/, 'Cold Storage');
    await choose(/Weight/, 'DNQ');
    await fill(screen.getByRole('textbox', { name: /Question/ }), 'Fridge cold');
    await userEvent.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(
      await screen.findByText(
        'Compliance report question creation failed: Missing or insufficient permissions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Question/ })).toHaveValue('Fridge cold');
  });

  it('refuses a question over 255 characters', async () => {
    renderNew();
    await fill(await screen.findByRole('textbox', { name: /Question/ }), 'x'.repeat(256));
    await userEvent.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Must be at most 255 characters')).toBeInTheDocument();
    expect(createQuestion).not.toHaveBeenCalled();
  });

  it('edits a question and says "Compliance report question updated"', async () => {
    renderEdit();
    const text = await screen.findByRole('textbox', { name: /Question/ });
    expect(text).toHaveValue('Fridge holds 41 °F');
    expect(screen.getByRole('combobox', { name: /Weight/ })).toHaveTextContent('DNQ');
    await fill(text, 'Fridge holds 40 °F');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Compliance report question updated')).toBeInTheDocument();
    expect(updateQuestion).toHaveBeenCalledWith(
      {},
      {
        id: 'q1',
        type: 'truck',
        sectionId: 'cold',
        weight: 'dnq',
        question: 'Fridge holds 40 °F',
        previous: QUESTION,
      },
    );
  });

  it('says "Compliance report question update failed" with the reason', async () => {
    vi.mocked(updateQuestion).mockRejectedValue(new Error('offline'));
    renderEdit();
    await screen.findByRole('textbox', { name: /Question/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Compliance report question update failed: offline'),
    ).toBeInTheDocument();
  });

  it('says when the question does not exist', async () => {
    vi.mocked(getQuestion).mockResolvedValue(null);
    renderEdit();
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
  });
});
