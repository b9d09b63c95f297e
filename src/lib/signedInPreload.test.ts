import { preloadSignedIn, registerSignedInPreload } from './signedInPreload';

describe('preloadSignedIn', () => {
  it('fetches every registered chunk once, ignoring failures', async () => {
    const layout = vi.fn(async () => 'layout');
    const broken = vi.fn(() => Promise.reject(new Error('offline')));
    registerSignedInPreload(layout);
    registerSignedInPreload(broken);
    preloadSignedIn();
    preloadSignedIn();
    await Promise.resolve();
    expect(layout).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1);
  });
});
