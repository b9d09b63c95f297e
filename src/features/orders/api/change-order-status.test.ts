import { afterEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('firebase/functions', () => ({ httpsCallable: vi.fn(() => call) }));
vi.mock('@/lib/firebase', () => ({ functions: { fake: 'functions' } }));

const { httpsCallable } = await import('firebase/functions');
const { changeOrderStatus, STATUS_CHANGE_OFFLINE_MESSAGE } = await import('./change-order-status');

afterEach(() => {
  vi.unstubAllGlobals();
  call.mockReset();
});

describe('changeOrderStatus (the app side of the callable)', () => {
  it('sends the order, the status the user saw, the new one and the notes to the callable', async () => {
    call.mockResolvedValue({ data: { orderId: 'order-5', status: 'approved', revisionCount: 1 } });
    await expect(
      changeOrderStatus({ id: 'order-5', status: 'pending' }, 'approved', { notes: 'Ship Monday' }),
    ).resolves.toEqual({ orderId: 'order-5', status: 'approved', revisionCount: 1 });
    expect(httpsCallable).toHaveBeenCalledWith({ fake: 'functions' }, 'changeOrderStatus');
    expect(call).toHaveBeenCalledWith({
      orderId: 'order-5',
      from: 'pending',
      to: 'approved',
      notes: 'Ship Monday',
    });
  });

  it('says a status change needs a connection, and sends nothing, when offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    await expect(
      changeOrderStatus({ id: 'order-5', status: 'approved' }, 'fulfilled'),
    ).rejects.toThrow(STATUS_CHANGE_OFFLINE_MESSAGE);
    expect(call).not.toHaveBeenCalled();
  });
});
