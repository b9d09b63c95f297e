import { appPageOf } from './appRoutes';

describe('appPageOf', () => {
  it('finds the page an /app address opens, parameters and the dashboard included', () => {
    expect(appPageOf('/app/orders')).toBe('orders');
    expect(appPageOf('/app/orders/abc123')).toBe('orders/:id');
    expect(appPageOf('/app/compliance-v2/reports')).toBe('compliance-v2/reports');
    expect(appPageOf('/app')).toBe('');
    expect(appPageOf('/app/')).toBe('');
  });

  it('finds nothing for public or unknown addresses', () => {
    expect(appPageOf('/login')).toBeUndefined();
    expect(appPageOf('/')).toBeUndefined();
    expect(appPageOf('/app/no-such-page')).toBeUndefined();
  });
});
