import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Timestamp } from 'firebase/firestore';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import type { ComplianceSection } from '../../model/types';
import { createSection } from '../api/create-section';
import { SectionNameTakenError } from '../api/errors';
import { getSection } from '../api/get-section';
import { updateSection } from '../api/update-section';
import { SectionFormPage } from './SectionFormPage';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/create-section', () => ({ createSection: vi.fn() }));
vi.mock('../api/update-section', () => ({ updateSection: vi.fn() }));
vi.mock('../api/get-section', () => ({ getSection: vi.fn() }));

const stamp = {} as Timestamp;
const SECTION: ComplianceSection = {
  id: 's1',
  name: 'Food Safety',
  nameLower: 'food safety',
  orderInRestaurant: 1,
  orderInTruck: 2,
  updatedAtTimestamp: 0,
  createdAt: stamp,
  updatedAt: stamp,
};

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  if (text) await userEvent.paste(text);
}

function renderNew() {
  return renderWithSession(<SectionFormPage />, {
    route: '/app/compliance-v2/question-sections/new',
    path: '/app/compliance-v2/question-sections/new',
  });
}

function renderEdit() {
  return renderWithSession(<SectionFormPage />, {
    route: '/app/compliance-v2/question-sections/s1/edit',
    path: '/app/compliance-v2/question-sections/:id/edit',
  });
}

beforeEach(() => {
  vi.mocked(createSection).mockReset().mockResolvedValue('s9');
  vi.mocked(updateSection).mockReset().mockResolvedValue(undefined);
  vi.mocked(getSection).mockReset().mockResolvedValue(SECTION);
});

describe('SectionFormPage', () => {
  it('requires a section title', async () => {
    renderNew();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('Section title is required')).toBeInTheDocument();
    expect(createSection).not.toHaveBeenCalled();
  });

  it('asks only for the name on create', async () => {
    renderNew();
    await screen.findByRole('textbox', { name: /Section name/ });
    expect(screen.queryByRole('textbox', { name: /Order in/ })).not.toBeInTheDocument();
  });

  it('says the name is already used and keeps what was typed', async () => {
    vi.mocked(createSection).mockRejectedValue(new SectionNameTakenError());
    renderNew();
    await fill(await screen.findByRole('textbox', { name: /Section name/ }), 'FOOD safety');
    await userEvent.click(screen.getByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('The section name has been already used.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Section name/ })).toHaveValue('FOOD safety');
  });

  it('creates a section and returns to the list', async () => {
    renderNew();
    await fill(await screen.findByRole('textbox', { name: /Section name/ }), 'Allergens');
    await userEvent.click(screen.getByRole('button', { name: 'Create Section' }));
    expect(await screen.findByText('Compliance report section created')).toBeInTheDocument();
    expect(createSection).toHaveBeenCalledWith({}, 'Allergens');
    await waitFor(() => expect(currentPath()).toBe('/app/compliance-v2/question-sections'));
  });

  it('says "Compliance report section creation failed" with the reason', async () => {
    vi.mocked(createSection).mockRejectedValue(new Error('denied'));
    renderNew();
    await fill(await screen.findByRole('textbox', { name: /Section name/ }), 'Allergens');
    await userEvent.click(screen.getByRole('button', { name: 'Create Section' }));
    expect(
      await screen.findByText('Compliance report section creation failed: denied'),
    ).toBeInTheDocument();
  });

  it('edits the name and both orders', async () => {
    renderEdit();
    const name = await screen.findByRole('textbox', { name: /Section name/ });
    expect(name).toHaveValue('Food Safety');
    await fill(screen.getByRole('textbox', { name: /Order in truck/ }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Compliance report section updated')).toBeInTheDocument();
    expect(updateSection).toHaveBeenCalledWith(
      {},
      {
        id: 's1',
        name: 'Food Safety',
        orderInRestaurant: 1,
        orderInTruck: 5,
      },
    );
  });

  it('checks the name on update too', async () => {
    vi.mocked(updateSection).mockRejectedValue(new SectionNameTakenError());
    renderEdit();
    await fill(await screen.findByRole('textbox', { name: /Section name/ }), 'Cold storage');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The section name has been already used.')).toBeInTheDocument();
  });

  it('refuses an order that is not a whole number of 1 or more', async () => {
    renderEdit();
    await fill(await screen.findByRole('textbox', { name: /Order in restaurant/ }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter a whole number of 1 or more')).toBeInTheDocument();
    expect(updateSection).not.toHaveBeenCalled();
  });

  it('says "Compliance report section update failed" with the reason', async () => {
    vi.mocked(updateSection).mockRejectedValue(new Error('offline'));
    renderEdit();
    await screen.findByRole('textbox', { name: /Section name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Compliance report section update failed: offline'),
    ).toBeInTheDocument();
  });
  it('says the section was not found, with a way back, when it does not exist', async () => {
    vi.mocked(getSection).mockResolvedValue(null);
    renderEdit();
    expect(await screen.findByText('Section not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sections' })).toBeInTheDocument();
    expect(getSection).toHaveBeenCalledWith({}, 's1');
  });
});
