import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { isThemeName, POPOVER_WIDTH, THEME_LABELS, THEME_NAMES } from '@/app/theme';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import { useSettings } from './SettingsContext';

interface SettingsButtonProps {
  /**
   * The developer settings (RTL, responsive font sizes): for the top roles only (README
   * Decisions, "Developer settings"); everyone else gets the theme alone.
   */
  developerOptions: boolean;
  /** The button's name written beside its icon: on touch screens, which have no tooltips. */
  labelled?: boolean;
}

/**
 * Top-bar button opening the settings popover. Changes are a draft until "Save Settings",
 * which applies and persists them; closing the popover without saving discards the draft.
 */
export function SettingsButton({ developerOptions, labelled = false }: SettingsButtonProps) {
  const { settings, saveSettings } = useSettings();
  // A developer setting saved on this device earlier (or by another person) would stay with no
  // switch to undo it: without the developer options, both go back to their defaults.
  const stray =
    !developerOptions &&
    (settings.direction !== DEFAULT_SETTINGS.direction ||
      settings.responsiveFontSizes !== DEFAULT_SETTINGS.responsiveFontSizes);
  useEffect(() => {
    if (stray) {
      saveSettings({
        ...settings,
        direction: DEFAULT_SETTINGS.direction,
        responsiveFontSizes: DEFAULT_SETTINGS.responsiveFontSizes,
      });
    }
  }, [stray, settings, saveSettings]);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<Settings>(settings);
  const titleId = useId();

  const handleOpen = (event: MouseEvent<HTMLElement>) => {
    setDraft(settings);
    setAnchorEl(event.currentTarget);
  };

  const handleSave = () => {
    saveSettings(draft);
    setAnchorEl(null);
  };

  return (
    <>
      {labelled ? (
        <Button
          color="inherit"
          startIcon={<TuneIcon />}
          onClick={handleOpen}
          sx={{ minHeight: 44, textTransform: 'none' }}
        >
          Settings
        </Button>
      ) : (
        <Tooltip title="Settings">
          <IconButton aria-label="Settings" color="inherit" onClick={handleOpen}>
            <TuneIcon />
          </IconButton>
        </Tooltip>
      )}
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            Settings
          </Typography>
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {developerOptions && (
              <>
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.direction === 'rtl'}
                      onChange={(event) =>
                        setDraft({ ...draft, direction: event.target.checked ? 'rtl' : 'ltr' })
                      }
                    />
                  }
                  label="RTL"
                />
                <FormControlLabel
                  control={
                    <Switch
                      checked={draft.responsiveFontSizes}
                      onChange={(event) =>
                        setDraft({ ...draft, responsiveFontSizes: event.target.checked })
                      }
                    />
                  }
                  label="Responsive font sizes"
                />
              </>
            )}
            {/* A native select opens the device's own picker on tablets. */}
            <TextField
              select
              fullWidth
              label="Theme"
              value={draft.theme}
              onChange={(event) => {
                const theme = event.target.value;
                if (isThemeName(theme)) setDraft({ ...draft, theme });
              }}
              slotProps={{ select: { native: true } }}
            >
              {THEME_NAMES.map((name) => (
                <option key={name} value={name}>
                  {THEME_LABELS[name]}
                </option>
              ))}
            </TextField>
            <Button variant="contained" fullWidth onClick={handleSave}>
              Save Settings
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
