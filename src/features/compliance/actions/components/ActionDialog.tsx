import { useState, type ChangeEvent } from 'react';
import { endOfDay, format, isValid, parseISO } from 'date-fns';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  ACTION_STATUS_NAMES,
  completionError,
  nextStatuses,
  NOTE_MAX,
  PRIORITY_NAMES,
  type ActionRole,
  type ActionStatus,
  type ComplianceAction,
} from '../model/actions';
import { RESIZED_PHOTO_ACCEPT } from '@/domain/uploads';
import type { ActionPlan, ActionWork, Person } from '../api/update-action';
import { evidenceDataUrl } from './evidencePhoto';

export interface ActionDialogResult {
  work: ActionWork;
  /** Only for top roles; undefined = unchanged, null = unassigned. */
  assignee?: Person | null;
  /** Only for top roles, and only when the priority or the due date changed. */
  plan?: ActionPlan;
}

const PRIORITIES = Object.keys(PRIORITY_NAMES) as (keyof typeof PRIORITY_NAMES)[];
/** The due date field's value: the day, on this device's calendar. */
const dayOf = (ms: number) => format(ms, 'yyyy-MM-dd');

interface ActionDialogProps {
  action: ComplianceAction;
  role: Exclude<ActionRole, 'none'>;
  /** Users of the action's territory (top roles assign); empty for assignees. */
  people: Person[];
  onClose: () => void;
  onSave: (result: ActionDialogResult) => Promise<void>;
}

/** Update an action: status, note, evidence photo and, for top roles, the assignee. */
export function ActionDialog({ action, role, people, onClose, onSave }: ActionDialogProps) {
  const statuses: ActionStatus[] = [action.status, ...nextStatuses(action.status, role)];
  const [status, setStatus] = useState<ActionStatus>(action.status);
  const [note, setNote] = useState(action.note);
  const [evidence, setEvidence] = useState(action.evidence);
  const [assigneeId, setAssigneeId] = useState(action.assigneeId);
  const [priority, setPriority] = useState(action.priority);
  const [dueDay, setDueDay] = useState(dayOf(action.dueAt));
  const dueDate = parseISO(dueDay);
  const dueError = isValid(dueDate) ? null : 'Enter the due date';
  const [error, setError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const noteError = completionError(status, note);

  const pickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPhotoError(null);
    try {
      setEvidence(await evidenceDataUrl(file));
    } catch (err) {
      console.error('Could not read the photo', err);
      setPhotoError('This photo could not be read. Try another one.');
    }
  };

  const save = async () => {
    if (noteError || dueError) return;
    setSaving(true);
    setError(null);
    const assignee =
      role === 'top' && assigneeId !== action.assigneeId
        ? (people.find((p) => p.uid === assigneeId) ?? null)
        : undefined;
    // Due by the end of the chosen day: an action due "on the 5th" is not overdue on its morning.
    const dueAt = dueDay === dayOf(action.dueAt) ? action.dueAt : endOfDay(dueDate).getTime();
    const plan =
      role === 'top' && (priority !== action.priority || dueAt !== action.dueAt)
        ? { priority, dueAt }
        : undefined;
    try {
      await onSave({ work: { status, note, evidence }, assignee, plan });
    } catch (err) {
      console.error('Could not save the action', err);
      setError(
        'The action could not be saved. Nothing was lost: check the connection and try again.',
      );
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Update action</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography sx={{ fontWeight: 600 }}>{action.question}</Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {role === 'top' && (
          <TextField
            select
            label="Assignee"
            value={assigneeId}
            onChange={(e) => setAssigneeId(e.target.value)}
          >
            <MenuItem value="">Unassigned</MenuItem>
            {people.map((p) => (
              <MenuItem key={p.uid} value={p.uid}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {role === 'top' && (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            <TextField
              select
              label="Priority"
              value={priority}
              onChange={(e) => setPriority(e.target.value as ActionPlan['priority'])}
            >
              {PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {PRIORITY_NAMES[p]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label="Due date"
              value={dueDay}
              onChange={(e) => setDueDay(e.target.value)}
              error={Boolean(dueError)}
              helperText={dueError ?? ' '}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        )}
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as ActionStatus)}
        >
          {statuses.map((s) => (
            <MenuItem key={s} value={s}>
              {ACTION_STATUS_NAMES[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Note"
          multiline
          minRows={3}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={Boolean(noteError)}
          helperText={noteError ?? `What was done (at most ${NOTE_MAX} characters)`}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {evidence ? 'Replace photo' : 'Add photo'}
            <input
              hidden
              type="file"
              accept={RESIZED_PHOTO_ACCEPT}
              onChange={(e) => void pickPhoto(e)}
            />
          </Button>
          {evidence && (
            <>
              <Box
                component="img"
                src={evidence}
                alt="Evidence photo"
                sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
              />
              <Button color="inherit" onClick={() => setEvidence('')}>
                Remove photo
              </Button>
            </>
          )}
        </Box>
        {photoError && <Alert severity="warning">{photoError}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || Boolean(noteError) || Boolean(dueError)}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
