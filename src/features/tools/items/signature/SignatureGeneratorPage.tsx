import { useMemo, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Divider,
  Grid,
  TextField,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useSnackbar } from 'notistack';
import { PageHeader } from '@/components/PageHeader';
import { PhoneField } from '@/components/PhoneField';
import {
  buildSignatureHtml,
  buildSignatureText,
  emptySignature,
  type SignatureFields,
} from './buildSignature';
import { copyRichText } from './copyRichText';

export const SIGNATURE_COPIED_MESSAGE = 'Signature copied';
export const SIGNATURE_COPY_FAILED_MESSAGE =
  'The signature could not be copied. Select the preview and copy it by hand.';

const TEXT_FIELDS: {
  name: Exclude<keyof SignatureFields, 'phone'>;
  label: string;
  type?: string;
}[] = [
  { name: 'name', label: 'Name' },
  { name: 'title', label: 'Title' },
  { name: 'email', label: 'E-mail', type: 'email' },
  { name: 'location', label: 'Location' },
];

/**
 * Builds an e-mail signature with a live preview. Nothing is stored: the fields live only on this
 * page, and Copy puts the signature on the clipboard for the user's mail client.
 */
export default function SignatureGeneratorPage() {
  const { enqueueSnackbar } = useSnackbar();
  const [fields, setFields] = useState<SignatureFields>(emptySignature);
  const html = useMemo(() => buildSignatureHtml(fields), [fields]);
  const set = (name: keyof SignatureFields, value: string) =>
    setFields((prev) => ({ ...prev, [name]: value }));

  const copy = async () => {
    try {
      await copyRichText(html, buildSignatureText(fields));
      enqueueSnackbar(SIGNATURE_COPIED_MESSAGE, { variant: 'success' });
    } catch (error) {
      console.error('Copying the signature failed', error);
      enqueueSnackbar(SIGNATURE_COPY_FAILED_MESSAGE, { variant: 'error' });
    }
  };

  const textField = (name: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={name.name}
      fullWidth
      label={name.label}
      type={name.type}
      value={fields[name.name]}
      onChange={(event) => set(name.name, event.target.value)}
      slotProps={{ htmlInput: { maxLength: 255 } }}
    />
  );

  return (
    <>
      <PageHeader
        title="Signature Generator"
        subtitle="Fill in your details, then copy the signature into your e-mail program's signature settings."
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardHeader title="Your details" />
            <Divider />
            <CardContent sx={{ display: 'grid', gap: 2.5 }}>
              {textField(TEXT_FIELDS[0])}
              {textField(TEXT_FIELDS[1])}
              <PhoneField
                fullWidth
                label="Phone"
                value={fields.phone}
                onChange={(digits) => set('phone', digits)}
              />
              {textField(TEXT_FIELDS[2])}
              {textField(TEXT_FIELDS[3])}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardHeader
              title="Preview"
              action={
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<ContentCopyIcon />}
                  onClick={() => void copy()}
                >
                  Copy
                </Button>
              }
            />
            <Divider />
            {/* A white sheet whatever the theme: this is how the mail will look. */}
            <CardContent sx={{ bgcolor: '#FFFFFF', minHeight: 160, overflowX: 'auto' }}>
              <Box
                data-testid="signature-preview"
                aria-label="Signature preview"
                role="region"
                // Safe: buildSignatureHtml escapes every field.
                dangerouslySetInnerHTML={{ __html: html }}
              />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
