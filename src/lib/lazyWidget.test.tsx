// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWidget } from './lazyWidget';

function Bell({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

describe('lazyWidget', () => {
  it('renders the component with its props once the chunk has loaded', async () => {
    const Widget = lazyWidget(() => Promise.resolve(Bell));
    render(<Widget label="Approvals" />);
    expect(await screen.findByRole('button', { name: 'Approvals' })).toBeInTheDocument();
  });

  it('renders nothing when the chunk cannot be fetched, and loads it when back online', async () => {
    const load = vi
      .fn<() => Promise<typeof Bell>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Bell);
    const Widget = lazyWidget(load);
    const { container } = render(
      <div data-testid="header">
        <Widget label="Actions" />
      </div>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBeNull();

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Actions' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback until the chunk is there', async () => {
    let resolve: (component: typeof Bell) => void = () => undefined;
    const Widget = lazyWidget(() => new Promise<typeof Bell>((done) => (resolve = done)));
    render(<Widget label="Past due" fallback={<p>Loading past due</p>} />);
    expect(screen.getByText('Loading past due')).toBeInTheDocument();
    act(() => resolve(Bell));
    expect(await screen.findByRole('button', { name: 'Past due' })).toBeInTheDocument();
    expect(screen.queryByText('Loading past due')).toBeNull();
  });

  it('loads the chunk once for every place that shows the widget', async () => {
    const load = vi.fn(() => Promise.resolve(Bell));
    const Widget = lazyWidget(load);
    await Widget.preload();
    render(
      <>
        <Widget label="One" />
        <Widget label="Two" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Two' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
