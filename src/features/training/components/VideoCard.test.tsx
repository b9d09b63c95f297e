import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSession } from '@/testing/renderWithSession';
import type { TrainingVideo } from '../model/types';
import { VIDEO_FAILED, VIDEO_OFFLINE, VideoCard } from './VideoCard';

// The player reports a video it cannot load as react-player does: through onError.
vi.mock('./VideoPlayer', () => ({
  default: ({ title, onError }: { title: string; onError: () => void }) => (
    <button type="button" onClick={onError}>
      {`Player: ${title}`}
    </button>
  ),
}));

const VIDEO: TrainingVideo = {
  id: 'v1',
  title: 'Handling complaints',
  description: 'Listen, apologise, fix.',
  url: 'https://vimeo.com/347119375',
  categoryIds: [],
  categories: [],
};

const renderCard = () =>
  renderWithSession(<VideoCard video={VIDEO} canManage={false} onDelete={() => {}} />);

afterEach(() => vi.restoreAllMocks());

describe('VideoCard', () => {
  it('plays the video when tapped online', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Play Handling complaints' }));
    expect(await screen.findByText('Player: Handling complaints')).toBeInTheDocument();
  });

  it('says "Video unavailable offline" instead of a broken frame', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Play Handling complaints' }));
    expect(screen.getByRole('status')).toHaveTextContent(VIDEO_OFFLINE);
    expect(screen.queryByText('Player: Handling complaints')).toBeNull();
  });

  it('says so when the player cannot load the video', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Play Handling complaints' }));
    await user.click(await screen.findByText('Player: Handling complaints'));
    expect(screen.getByRole('status')).toHaveTextContent(VIDEO_FAILED);
  });
});
