import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEEDS_CONNECTION_TITLE } from '@/components/QueryState';
import { goOnline, resetConnection, startOffline } from '@/testing/offline';
import { ROUTE_ERROR_TITLE, RouteError } from './RouteError';

function renderFailingRoute(error: Error) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([
    { path: '/', element: <Failing />, errorElement: <RouteError /> },
  ]);
  render(<RouterProvider router={router} />);
}

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/OrdersPage-x.js',
);

describe('RouteError', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, 'location', {
      value: { ...window.location, reload },
      writable: true,
    });
  });
  afterEach(() => {
    resetConnection();
    reload.mockReset();
    vi.restoreAllMocks();
  });

  it('says a page that could not be downloaded offline needs a connection, and reloads once online', () => {
    startOffline();
    renderFailingRoute(chunkError);
    expect(screen.getByText(NEEDS_CONNECTION_TITLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    goOnline();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers Retry for a download failure while online', () => {
    renderFailingRoute(chunkError);
    screen.getByRole('button', { name: 'Retry' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a reload for any other failure, not the connection message', () => {
    renderFailingRoute(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(screen.getByText(ROUTE_ERROR_TITLE)).toBeInTheDocument();
    expect(screen.queryByText(NEEDS_CONNECTION_TITLE)).toBeNull();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
