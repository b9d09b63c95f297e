import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SETTINGS_UPDATED_COOKIE } from './cookies';
import { SETTINGS_STORAGE_KEY, type Settings } from './settings';
import { useSettings } from './SettingsContext';
import { SettingsProvider } from './SettingsProvider';
import { SettingsUpdatedPrompt } from './SettingsUpdatedPrompt';

function ThemeProbe() {
  return <output data-testid="theme">{useSettings().settings.theme}</output>;
}

function renderPrompt(saved?: Partial<Settings>) {
  if (saved) {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ direction: 'ltr', responsiveFontSizes: true, theme: 'LIGHT', ...saved }),
    );
  }
  return render(
    <SettingsProvider>
      <SettingsUpdatedPrompt />
      <ThemeProbe />
    </SettingsProvider>,
  );
}

describe('SettingsUpdatedPrompt', () => {
  beforeEach(() => {
    localStorage.clear();
    Cookies.remove(SETTINGS_UPDATED_COOKIE);
  });

  it('offers Close and Switch to a user on a dark theme', () => {
    renderPrompt({ theme: 'ONE_DARK' });
    expect(screen.getByRole('dialog', { name: 'Settings Updated' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch' })).toBeInTheDocument();
  });

  it('Switch sets the light theme, saves it and sets the cookie', async () => {
    const user = userEvent.setup();
    renderPrompt({ theme: 'UNICORN', direction: 'rtl' });
    await user.click(screen.getByRole('button', { name: 'Switch' }));

    expect(screen.getByTestId('theme')).toHaveTextContent('LIGHT');
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '')).toEqual({
      direction: 'rtl',
      responsiveFontSizes: true,
      theme: 'LIGHT',
    });
    expect(Cookies.get(SETTINGS_UPDATED_COOKIE)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Close keeps the theme and sets the cookie', async () => {
    const user = userEvent.setup();
    renderPrompt({ theme: 'ONE_DARK' });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(screen.getByTestId('theme')).toHaveTextContent('ONE_DARK');
    expect(Cookies.get(SETTINGS_UPDATED_COOKIE)).toBe('true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not show once the cookie is set', () => {
    Cookies.set(SETTINGS_UPDATED_COOKIE, 'true');
    renderPrompt({ theme: 'ONE_DARK' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not show to a user already on the light theme', () => {
    renderPrompt();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
