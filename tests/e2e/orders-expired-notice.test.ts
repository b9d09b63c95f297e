import { newPage, screenshot, signIn } from './support/browser';

/**
 * Issue 17, spec 01 §4 "expired is also shown in notices": a Franchisee Owner's expired order is
 * in their Expired orders bell, labelled Expired, and opens the order where they act on it.
 * Seeded order #21 is the owner's, "Revision Requested" and unchanged for about 78 days (order #6
 * is deleted by mail-expired-offline.test.ts); this test only reads.
 */
describe('expired orders in the notices', () => {
  it("shows the owner's expired order in the Expired orders bell and opens it", async () => {
    const page = await newPage({ width: 1440, height: 900 });
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'I Agree' }).click();
    await page.getByRole('button', { name: 'I Agree' }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Expired orders', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Expired orders' });
    const order = dialog.getByRole('button', { name: /^Order #21 · / });
    await order.getByText('Expired', { exact: true }).waitFor();
    await screenshot(page, 'expired-orders-bell-1440');

    await order.click();
    await page.waitForURL((url) => url.pathname === '/app/orders/order-021');
    await page.getByText(/Expired: this order has waited more than 30 days/).waitFor();
    await page.context().close();
  });
});
