import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentPath, renderWithSession } from '@/testing/renderWithSession';
import { CategoryFormPage } from './CategoryFormPage';
import { createCategory } from '../api/create-category';
import { updateCategory } from '../api/update-category';
import { getCategory } from '../api/get-category';
import { CategoryNameTakenError } from '../api/errors';

vi.mock('@/lib/firebase', () => ({ auth: {}, db: {} }));
vi.mock('../api/create-category', () => ({ createCategory: vi.fn() }));
vi.mock('../api/update-category', () => ({ updateCategory: vi.fn() }));
vi.mock('../api/get-category', () => ({ getCategory: vi.fn() }));

/** Clears and pastes: typing key by key through MUI fields is too slow for a shared CI core. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

function renderNew() {
  return renderWithSession(<CategoryFormPage />, {
    route: '/app/training-v2/video-categories/new',
    path: '/app/training-v2/video-categories/new',
  });
}

beforeEach(() => {
  vi.mocked(createCategory).mockReset().mockResolvedValue('c9');
  vi.mocked(updateCategory).mockReset().mockResolvedValue(undefined);
  vi.mocked(getCategory).mockReset();
});

describe('CategoryFormPage', () => {
  it('requires a name', async () => {
    renderNew();
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Category title is required')).toBeInTheDocument();
    expect(createCategory).not.toHaveBeenCalled();
  });

  it('says when the name is already used and keeps the form', async () => {
    vi.mocked(createCategory).mockRejectedValue(new CategoryNameTakenError());
    renderNew();
    await fill(screen.getByLabelText(/Category name/), 'food safety');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('The category name has been already used.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Category name/)).toHaveValue('food safety');
  });

  it('creates a category and returns to the list', async () => {
    renderNew();
    await fill(screen.getByLabelText(/Category name/), 'Grill');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText('Training video category created')).toBeInTheDocument();
    expect(createCategory).toHaveBeenCalledWith({}, { name: 'Grill' });
    await waitFor(() => expect(currentPath()).toBe('/app/training-v2/video-categories'));
  });

  it('says "Training video category creation failed" with the error', async () => {
    vi.mocked(createCategory).mockRejectedValue(new Error('denied'));
    renderNew();
    await fill(screen.getByLabelText(/Category name/), 'Grill');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(
      await screen.findByText('Training video category creation failed: denied'),
    ).toBeInTheDocument();
  });

  it('renames an existing category', async () => {
    vi.mocked(getCategory).mockResolvedValue({
      id: 'c1',
      name: 'Food Safety',
      nameLower: 'food safety',
      order: 1,
    });
    renderWithSession(<CategoryFormPage />, {
      route: '/app/training-v2/video-categories/c1/edit',
      path: '/app/training-v2/video-categories/:id/edit',
    });
    const name = await screen.findByLabelText(/Category name/);
    expect(name).toHaveValue('Food Safety');
    await fill(name, 'Food Safety Basics');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(updateCategory).toHaveBeenCalledWith({}, { id: 'c1', name: 'Food Safety Basics' }),
    );
    expect(await screen.findByText('Training video category updated')).toBeInTheDocument();
  });

  it('says "Training video category update failed" with the error', async () => {
    vi.mocked(getCategory).mockResolvedValue({
      id: 'c1',
      name: 'Food Safety',
      nameLower: 'food safety',
      order: 1,
    });
    vi.mocked(updateCategory).mockRejectedValue(new Error('offline'));
    renderWithSession(<CategoryFormPage />, {
      route: '/app/training-v2/video-categories/c1/edit',
      path: '/app/training-v2/video-categories/:id/edit',
    });
    await screen.findByLabelText(/Category name/);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Training video category update failed: offline'),
    ).toBeInTheDocument();
  });
});
