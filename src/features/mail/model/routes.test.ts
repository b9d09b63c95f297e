import { describe, expect, it } from 'vitest';
import { buildMail, type TeamEmails } from './buildMail';
import { defaultRecipientsText, parseRecipients, routesToText } from './routes';

const BASE = 'http://localhost:5173';

describe('parseRecipients', () => {
  it('reads addresses separated by commas, semicolons or spaces, without duplicates', () => {
    expect(parseRecipients(' a@x.io, b@x.io;c@x.io  a@x.io ')).toEqual({
      ok: true,
      emails: ['a@x.io', 'b@x.io', 'c@x.io'],
    });
  });

  it('reads an empty field as "use the default"', () => {
    expect(parseRecipients('  ')).toEqual({ ok: true, emails: null });
  });

  it('names the bad address and refuses more than 5', () => {
    expect(parseRecipients('a@x.io, nope')).toEqual({
      ok: false,
      error: 'Must be a valid email: nope',
    });
    expect(parseRecipients('a@x.io b@x.io c@x.io d@x.io e@x.io f@x.io')).toEqual({
      ok: false,
      error: 'At most 5 e-mails',
    });
  });
});

describe('routes in the form and in the mail', () => {
  it('shows stored routes as text and empty for the defaults', () => {
    const text = routesToText({ salesLate: ['a@x.io', 'b@x.io'] });
    expect(text.salesLate).toBe('a@x.io, b@x.io');
    expect(text.orderSubmitted).toBe('');
  });

  it('says who gets the mail while the field is empty', () => {
    expect(defaultRecipientsText('orderSubmitted')).toBe("Empty: the orders team's e-mail.");
    expect(defaultRecipientsText('approvalDecided')).toBe(
      'Empty: no team. Always also the requester, unless they opted out.',
    );
  });

  it('sends an event with its own recipients to them instead of the team; the opt-out still wins', () => {
    const teams: TeamEmails = {
      orders: 'orders@x.io',
      fulfillment: 'ship@x.io',
      compliance: 'qa@x.io',
      routes: { orderApproved: ['a@x.io', 'b@x.io'] },
    };
    const event = {
      type: 'orderApproved' as const,
      orderId: 'order-1',
      orderNumber: 1,
      locationName: 'Dock',
      revisionCount: 1,
      notes: '',
    };
    expect(
      buildMail({ ...event, franchisee: { email: 'o@x.io', optedOut: false } }, teams, 'u', BASE)
        ?.doc?.to,
    ).toEqual(['a@x.io', 'b@x.io', 'o@x.io']);
    expect(
      buildMail({ ...event, franchisee: { email: 'o@x.io', optedOut: true } }, teams, 'u', BASE)
        ?.doc?.to,
    ).toEqual(['a@x.io', 'b@x.io']);
  });

  it('builds the approval and sales reminder mails under one id per event', () => {
    const teams: TeamEmails = { orders: '', fulfillment: 'ship@x.io', compliance: '' };
    const sent = buildMail(
      {
        type: 'approvalSubmitted',
        requestId: 'r1',
        historyCount: 3,
        requestName: 'Festival',
        locationName: 'Dock',
      },
      teams,
      'u',
      BASE,
    );
    expect(sent?.id).toBe('approvalSubmitted-r1-3');
    expect(sent?.doc?.to).toEqual(['ship@x.io']);
    const late = buildMail(
      {
        type: 'salesLate',
        locationId: 'loc-1',
        locationName: 'Dock',
        day: '2026-11-22',
        missingDays: ['2026-11-20'],
        people: [
          { email: 'o@x.io', optedOut: false },
          { email: 'm@x.io', optedOut: true },
        ],
      },
      teams,
      'u',
      BASE,
    );
    expect(late?.id).toBe('salesLate-loc-1-2026-11-22');
    expect(late?.doc?.to).toEqual(['o@x.io']);
    expect(late?.doc?.message.subject).toBe('Sales not reported: Dock');
    expect(late?.doc?.message.text).toContain('for 1 day of the last week: 2026-11-20.');
  });
});
