import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CONSENT_COOKIE } from './cookies';
import { CookieConsent } from './CookieConsent';

const TEXT = 'This website uses cookies to ensure you get the best experience on our website.';

describe('CookieConsent', () => {
  beforeEach(() => Cookies.remove(CONSENT_COOKIE));

  it('shows the banner until "I Agree", then hides it and sets the consent cookie', async () => {
    const user = userEvent.setup();
    render(<CookieConsent />);
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toHaveTextContent(TEXT);
    expect(Cookies.get(CONSENT_COOKIE)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'I Agree' }));

    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(Cookies.get(CONSENT_COOKIE)).toBe('true');
  });

  it('sets the cookie for a year', async () => {
    const user = userEvent.setup();
    const set = vi.spyOn(Cookies, 'set');
    render(<CookieConsent />);
    await user.click(screen.getByRole('button', { name: 'I Agree' }));
    expect(set).toHaveBeenCalledWith(
      CONSENT_COOKIE,
      'true',
      expect.objectContaining({ expires: 365 }),
    );
    set.mockRestore();
  });

  it('stays hidden once the cookie is set', () => {
    Cookies.set(CONSENT_COOKIE, 'true');
    render(<CookieConsent />);
    expect(screen.queryByText(TEXT)).not.toBeInTheDocument();
  });
});
