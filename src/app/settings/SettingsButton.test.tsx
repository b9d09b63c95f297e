import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { AppThemeProvider } from './AppThemeProvider';
import { SettingsButton } from './SettingsButton';
import { SETTINGS_STORAGE_KEY } from './settings';
import { useSettings } from './SettingsContext';
import { SettingsProvider } from './SettingsProvider';

function Probe() {
  const { settings } = useSettings();
  const theme = useTheme();
  return (
    <output data-testid="probe">
      {settings.theme}|{settings.direction}|{String(settings.responsiveFontSizes)}|
      {theme.palette.background.default}|{theme.direction}
    </output>
  );
}

function renderButton(developerOptions = true) {
  return render(
    <SettingsProvider>
      <AppThemeProvider>
        <SettingsButton developerOptions={developerOptions} />
        <Probe />
      </AppThemeProvider>
    </SettingsProvider>,
  );
}

const probeText = () => screen.getByTestId('probe').textContent?.replace(/\s/g, '');
const stored = () => JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? 'null');

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  return screen.findByRole('dialog', { name: 'Settings' });
}

describe('SettingsButton', () => {
  beforeEach(() => {
    localStorage.clear();
    document.dir = 'ltr';
  });

  it('shows the RTL and responsive font switches, the theme choice and Save Settings', async () => {
    const user = userEvent.setup();
    renderButton();
    const popover = await openSettings(user);
    expect(within(popover).getByRole('switch', { name: 'RTL' })).not.toBeChecked();
    expect(within(popover).getByRole('switch', { name: 'Responsive font sizes' })).toBeChecked();
    const select = within(popover).getByRole('combobox', { name: 'Theme' });
    expect(select).toHaveValue('LIGHT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Light', 'One Dark', 'Unicorn']);
    expect(within(popover).getByRole('button', { name: 'Save Settings' })).toBeInTheDocument();
  });

  it('saves the chosen theme to local storage and applies it', async () => {
    const user = userEvent.setup();
    renderButton();
    const popover = await openSettings(user);
    await user.selectOptions(within(popover).getByRole('combobox', { name: 'Theme' }), 'ONE_DARK');
    // Still a draft: nothing applied or stored before saving.
    expect(probeText()).toBe('LIGHT|ltr|true|#F4F6F8|ltr');
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();

    await user.click(within(popover).getByRole('button', { name: 'Save Settings' }));
    expect(probeText()).toBe('ONE_DARK|ltr|true|#282C34|ltr');
    expect(stored()).toEqual({ direction: 'ltr', responsiveFontSizes: true, theme: 'ONE_DARK' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('switches to right-to-left and turns responsive fonts off', async () => {
    const user = userEvent.setup();
    renderButton();
    const popover = await openSettings(user);
    await user.click(within(popover).getByRole('switch', { name: 'RTL' }));
    await user.click(within(popover).getByRole('switch', { name: 'Responsive font sizes' }));
    expect(document.dir).toBe('ltr');

    await user.click(within(popover).getByRole('button', { name: 'Save Settings' }));
    expect(document.dir).toBe('rtl');
    expect(probeText()).toBe('LIGHT|rtl|false|#F4F6F8|rtl');
    // Styles now go through the RTL Emotion cache (its own chunk, loaded on demand).
    await waitFor(() =>
      expect(document.querySelector('style[data-emotion^="muirtl"]')).not.toBeNull(),
    );
    expect(stored()).toEqual({ direction: 'rtl', responsiveFontSizes: false, theme: 'LIGHT' });
  });

  it('discards the draft when the popover closes without saving', async () => {
    const user = userEvent.setup();
    renderButton();
    let popover = await openSettings(user);
    await user.selectOptions(within(popover).getByRole('combobox', { name: 'Theme' }), 'UNICORN');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    popover = await openSettings(user);
    expect(within(popover).getByRole('combobox', { name: 'Theme' })).toHaveValue('LIGHT');
    expect(probeText()).toBe('LIGHT|ltr|true|#F4F6F8|ltr');
  });

  it('starts from the settings saved in local storage, ignoring garbage', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{"theme":"UNICORN","direction":"sideways"');
    const { unmount } = renderButton();
    expect(probeText()).toBe('LIGHT|ltr|true|#F4F6F8|ltr');
    unmount();

    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: 'UNICORN', direction: 'rtl', responsiveFontSizes: false }),
    );
    renderButton();
    expect(probeText()).toBe('UNICORN|rtl|false|#1E1E2D|rtl');
    expect(document.dir).toBe('rtl');
  });

  it('shows franchise staff the theme only, and puts back a developer setting left on the device', async () => {
    localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({ theme: 'UNICORN', direction: 'rtl', responsiveFontSizes: false }),
    );
    const user = userEvent.setup();
    renderButton(false);
    await waitFor(() => expect(probeText()).toBe('UNICORN|ltr|true|#1E1E2D|ltr'));
    expect(document.dir).toBe('ltr');
    expect(stored()).toEqual({ direction: 'ltr', responsiveFontSizes: true, theme: 'UNICORN' });

    const popover = await openSettings(user);
    expect(within(popover).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(popover).getByRole('combobox', { name: 'Theme' })).toHaveValue('UNICORN');
  });
});
