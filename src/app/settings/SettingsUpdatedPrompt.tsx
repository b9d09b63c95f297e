import { useId, useState } from 'react';
import Cookies from 'js-cookie';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  SETTINGS_UPDATED_COOKIE,
  SETTINGS_UPDATED_COOKIE_DAYS,
  settingsPromptDue,
} from './cookies';
import { useSettings } from './SettingsContext';

/**
 * "Settings Updated" prompt (spec 01 §2, §4).
 *
 * When it shows (decision, the spec leaves it open): only while the `settingsUpdated` cookie is
 * unset AND the saved theme is not LIGHT. Its one action is "Switch" back to the light theme, so
 * it only makes sense for someone on a dark theme; users already on LIGHT never see it.
 * Both buttons set the cookie for a year, so it is asked at most once per browser per year;
 * Escape or a tap outside the dialog counts as Close.
 * The check runs when the component mounts; a theme picked later in the same session does not
 * pop the prompt up (the user just chose it).
 *
 * It is a small modal dialog rather than a floating card so it cannot overlap the cookie banner
 * or toasts at the bottom of the screen on a tablet.
 */
export function SettingsUpdatedPrompt() {
  const { settings, saveSettings } = useSettings();
  const [open, setOpen] = useState(() =>
    settingsPromptDue(settings.theme, Cookies.get(SETTINGS_UPDATED_COOKIE)),
  );
  const titleId = useId();
  const textId = useId();

  const dismiss = () => {
    Cookies.set(SETTINGS_UPDATED_COOKIE, 'true', {
      expires: SETTINGS_UPDATED_COOKIE_DAYS,
      sameSite: 'Lax',
    });
    setOpen(false);
  };

  const handleSwitch = () => {
    saveSettings({ ...settings, theme: 'LIGHT' });
    dismiss();
  };

  return (
    <Dialog
      open={open}
      onClose={dismiss}
      maxWidth="xs"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>Settings Updated</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          We&apos;ve updated the look of the app. You can switch back to the light theme now, or at
          any time from the settings button in the top bar.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismiss}>Close</Button>
        <Button variant="contained" onClick={handleSwitch}>
          Switch
        </Button>
      </DialogActions>
    </Dialog>
  );
}
