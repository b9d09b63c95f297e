import { Fragment, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { ScrollRegion } from '@/components/ResponsiveTable';
import { CRUD, type PermissionMap, type Role } from '@/features/auth';
import {
  buildMatrixRows,
  OVERRIDE_STATES,
  setOverride,
  type MatrixCell,
  type OverrideState,
} from '../model/permissionMatrix';

const CRUD_LABELS = { view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete' } as const;

const OPTION_LABELS: Record<OverrideState, string> = {
  inherit: 'Preset',
  allow: 'Allow',
  deny: 'Deny',
};

const yesNo = (value: boolean) => (value ? 'allowed' : 'denied');

function Cell({
  cell,
  readOnly,
  onChange,
  showName,
}: {
  cell: MatrixCell;
  readOnly: boolean;
  onChange: (state: OverrideState) => void;
  showName?: boolean;
}) {
  const Icon = cell.effective ? CheckIcon : CloseIcon;
  // An override that changes the outcome stands out from cells that follow the preset.
  const differs = cell.effective !== cell.preset;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 96 }} data-permission={cell.permission}>
      {showName && (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {cell.name}
        </Typography>
      )}
      <TextField
        select
        size="small"
        value={cell.override}
        disabled={readOnly}
        onChange={(event) => onChange(event.target.value as OverrideState)}
        slotProps={{ select: { native: true }, htmlInput: { 'aria-label': cell.name } }}
      >
        {OVERRIDE_STATES.map((state) => (
          <option key={state} value={state}>
            {OPTION_LABELS[state]}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'center' }}>
        <Typography
          variant="caption"
          color="text.secondary"
          aria-label={`${cell.name} preset: ${yesNo(cell.preset)}`}
        >
          Preset {cell.preset ? 'yes' : 'no'}
        </Typography>
        <Typography
          variant="caption"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.25, fontWeight: differs ? 700 : 400 }}
          color={cell.effective ? 'success.main' : 'text.secondary'}
          aria-label={`${cell.name}: ${yesNo(cell.effective)}`}
        >
          <Icon sx={{ fontSize: 14 }} />
          {cell.effective ? 'Allowed' : 'Denied'}
        </Typography>
      </Box>
    </Stack>
  );
}

interface PermissionsMatrixProps {
  role: Role | null;
  overrides: PermissionMap;
  /** Receives the new overrides; throwing keeps the edits on screen. */
  onSave: (overrides: PermissionMap) => Promise<void>;
  onCancel: () => void;
}

/**
 * Area × action grid (spec 01 §6): each cell shows the role preset inside its choice, the explicit
 * override (preset / allow / deny) and the effective result, recomputed as the admin changes it.
 */
export function PermissionsMatrix({ role, overrides, onSave, onCancel }: PermissionsMatrixProps) {
  const [draft, setDraft] = useState<PermissionMap>(overrides);
  const [saving, setSaving] = useState(false);
  const rows = useMemo(() => buildMatrixRows(role, draft), [role, draft]);
  const readOnly = role === 'superAdmin' || role === null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(overrides);

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft);
    } catch {
      // The caller reports the failure; the draft stays as edited.
    } finally {
      setSaving(false);
    }
  };

  const change = (cell: MatrixCell) => (state: OverrideState) =>
    setDraft((current) => setOverride(current, cell.permission, state));

  return (
    <>
      {role === 'superAdmin' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Super Admin has every permission
        </Alert>
      )}
      {role === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This user has no role yet. Give them a role on the Edit page first.
        </Alert>
      )}
      {/* Narrow choices and a narrow area column keep Delete on a tablet's screen (issue 30). */}
      <Paper variant="outlined">
        <ScrollRegion label="Permissions">
          <Table size="small" aria-label="Permissions" sx={{ minWidth: 600 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 120 }}>Area</TableCell>
                {CRUD.map((action) => (
                  <TableCell key={action}>{CRUD_LABELS[action]}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const hasSpecial = row.special.length > 0;
                // Special actions go on a second line under their area, so a tablet needs no
                // sideways scrolling to reach them.
                const mainBorder = hasSpecial ? { borderBottom: 'none' } : {};
                return (
                  <Fragment key={row.area}>
                    <TableRow>
                      <TableCell
                        component="th"
                        scope="row"
                        rowSpan={hasSpecial ? 2 : 1}
                        sx={{ fontWeight: 500, verticalAlign: 'top', pt: 2 }}
                      >
                        {row.label}
                      </TableCell>
                      {CRUD.map((action) => {
                        const cell = row.crud[action];
                        return (
                          <TableCell key={action} sx={{ verticalAlign: 'top', ...mainBorder }}>
                            {cell && (
                              <Cell cell={cell} readOnly={readOnly} onChange={change(cell)} />
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                    {hasSpecial && (
                      <TableRow>
                        <TableCell colSpan={CRUD.length} sx={{ pt: 0 }}>
                          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                            {row.special.map((cell) => (
                              <Cell
                                key={cell.permission}
                                cell={cell}
                                readOnly={readOnly}
                                onChange={change(cell)}
                                showName
                              />
                            ))}
                          </Box>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button size="large" onClick={onCancel} disabled={saving}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button
            variant="contained"
            size="large"
            onClick={() => void save()}
            loading={saving}
            disabled={!dirty}
          >
            Save Permissions
          </Button>
        )}
      </Box>
    </>
  );
}
