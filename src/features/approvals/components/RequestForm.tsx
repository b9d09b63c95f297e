import { useEffect, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Alert, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { FormikTextField } from '@/components/FormikTextField';
import { useQueuedPhotos } from '@/features/offline';
import type { LocationOption, RequestOptions } from '../model/requestOptions';
import type { FormDef } from '../model/forms';
import { APPROVAL_FILE_KIND, queuedFilesBlockMessage } from '../model/queuedFiles';
import { requestSchema, type RequestFormValues } from '../model/values';
import type { AttachedFile } from '../model/types';
import { Attachments } from './Attachments';
import { NotSentError } from './notSentError';
import { RequestField } from './RequestFields';
import { writeLocalDraft } from './localDraft';

export interface RequestFormSubmit {
  values: RequestFormValues;
  files: AttachedFile[];
  location: LocationOption;
  send: boolean;
  notes: string;
}

interface RequestFormProps {
  def: FormDef;
  requestId: string;
  initialValues: RequestFormValues;
  initialFiles: AttachedFile[];
  options: RequestOptions;
  /** Key of the local copy of what is typed (localDraft.ts). */
  localKey: string;
  restored: boolean;
  /** Drops the restored copy (after asking) and starts again from what is saved. */
  onDiscardRestored: () => void;
  /** Labels of the buttons; `saveLabel` null hides the save-without-sending button. */
  sendLabel: string;
  saveLabel: string | null;
  /** Resubmitting asks what changed. */
  askNotes: boolean;
  onSubmit: (submit: RequestFormSubmit) => Promise<void>;
}

/** Keeps a local copy of the form on every change (debounced), so nothing typed is lost. */
function LocalCopy({ localKey, files }: { localKey: string; files: AttachedFile[] }) {
  const { values, dirty } = useFormikContext<RequestFormValues>();
  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => writeLocalDraft(localKey, { values, files }), 400);
    return () => window.clearTimeout(timer);
  }, [values, files, dirty, localKey]);
  return null;
}

/**
 * The one request form: common fields (location, title, details), the type's own fields from its
 * definition, attachments, and Save draft / Submit (or the revise / resubmit equivalents).
 * Sending validates everything; saving a draft needs only a location.
 */
export function RequestForm(props: RequestFormProps) {
  const { def, options, onSubmit } = props;
  const [files, setFiles] = useState(props.initialFiles);
  const [notes, setNotes] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [draftError, setDraftError] = useState<string | null>(null);
  const locationById = new Map(options.locations.map((l) => [l.id, l]));
  const queued = useQueuedPhotos({ kind: APPROVAL_FILE_KIND, ownerId: props.requestId });

  const run = async (values: RequestFormValues, send: boolean) => {
    const location = locationById.get(values.franchiseeLocationId);
    if (!location) return setDraftError('Choose a franchise location');
    // Like a compliance report with queued photos: a reviewer must see every file it was sent with.
    const waiting = send ? queuedFilesBlockMessage(queued.length) : null;
    if (waiting) return setDraftError(waiting);
    setDraftError(null);
    setSaveError(null);
    try {
      await onSubmit({ values, files, location, send, notes });
    } catch (error) {
      console.error('Could not save the approval request', error);
      setSaveError(
        error instanceof NotSentError
          ? error.message
          : 'The request could not be saved. Nothing was lost: check the connection and try again.',
      );
    }
  };

  return (
    <Formik
      initialValues={props.initialValues}
      validationSchema={requestSchema(def)}
      onSubmit={(values) => run(values, true)}
    >
      {({ values, isSubmitting, setSubmitting }) => (
        <Form noValidate>
          <LocalCopy localKey={props.localKey} files={files} />
          <Stack spacing={3}>
            {props.restored && (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={props.onDiscardRestored}>
                    Discard
                  </Button>
                }
              >
                Restored what you typed before; it is not saved yet.
              </Alert>
            )}
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Stack spacing={2}>
                <FormikTextField
                  name="franchiseeLocationId"
                  label="Franchise location"
                  select
                  required
                  fullWidth
                >
                  {options.locations.map((l) => (
                    <MenuItem key={l.id} value={l.id}>
                      {l.name} ({l.territoryName}, {l.type})
                    </MenuItem>
                  ))}
                </FormikTextField>
                <FormikTextField name="name" label="Title" required fullWidth />
                {def.fields.map((field) => (
                  <RequestField key={field.name} field={field} items={options.items} />
                ))}
                <FormikTextField
                  name="details"
                  label={def.detailsLabel}
                  required
                  fullWidth
                  multiline
                  minRows={3}
                />
              </Stack>
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
              <Attachments
                label={def.filesLabel}
                formId={def.id}
                requestId={props.requestId}
                files={files}
                onChange={setFiles}
              />
            </Paper>
            {props.askNotes && (
              <TextField
                label="What you changed (optional)"
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
                multiline
                minRows={2}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            )}
            {draftError && <Alert severity="error">{draftError}</Alert>}
            {saveError && <Alert severity="error">{saveError}</Alert>}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              {props.saveLabel && (
                <Button
                  variant="outlined"
                  disabled={isSubmitting}
                  onClick={() => {
                    setSubmitting(true);
                    void run(values, false).finally(() => setSubmitting(false));
                  }}
                >
                  {props.saveLabel}
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {props.sendLabel}
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Corporate needs {def.leadDays} days before the date to decide.
            </Typography>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
