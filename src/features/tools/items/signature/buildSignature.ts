/**
 * The e-mail signature as HTML that mail clients keep when pasted: one table, inline styles only,
 * web-safe fonts, no images or external resources (they are blocked or stripped by many clients).
 */
import { formatPhone } from '@/components/PhoneField';
import { APP_NAME } from '@/lib/usePageTitle';

export interface SignatureFields {
  name: string;
  title: string;
  /** Digits only, as PhoneField stores them. */
  phone: string;
  email: string;
  location: string;
}

export const emptySignature: SignatureFields = {
  name: '',
  title: '',
  phone: '',
  email: '',
  location: '',
};

/** The theme's brand colours (src/app/theme): ocean blue, coral, dark and muted text. */
const BRAND = {
  blue: '#0A4C86',
  coral: '#FF6F61',
  /** Coral dark enough for 13 px text on white (5.4:1, WCAG AA); the bright coral is only a border. */
  coralText: '#C0392B',
  text: '#172B4D',
  muted: '#5E6C84',
} as const;

const FONT = 'Arial, Helvetica, sans-serif';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]);
}

const clean = (fields: SignatureFields): SignatureFields => ({
  name: fields.name.trim(),
  title: fields.title.trim(),
  phone: fields.phone.trim(),
  email: fields.email.trim(),
  location: fields.location.trim(),
});

const row = (html: string, style: string) =>
  `<tr><td style="padding:0 0 2px 0;font-family:${FONT};${style}">${html}</td></tr>`;

/** The signature HTML; empty fields leave no empty lines. Every input is escaped. */
export function buildSignatureHtml(fields: SignatureFields): string {
  const f = clean(fields);
  const rows: string[] = [];
  if (f.name)
    rows.push(row(escapeHtml(f.name), `font-size:16px;font-weight:bold;color:${BRAND.blue};`));
  if (f.title) rows.push(row(escapeHtml(f.title), `font-size:13px;color:${BRAND.muted};`));
  rows.push(
    row(
      escapeHtml(APP_NAME),
      `font-size:13px;font-weight:bold;color:${BRAND.coralText};padding-top:4px;`,
    ),
  );
  const contact: string[] = [];
  if (f.phone) {
    const digits = f.phone.replace(/\D/g, '');
    contact.push(
      `<a href="tel:${escapeHtml(digits)}" style="color:${BRAND.text};text-decoration:none;">${escapeHtml(formatPhone(f.phone))}</a>`,
    );
  }
  if (f.email) {
    contact.push(
      `<a href="mailto:${escapeHtml(f.email)}" style="color:${BRAND.blue};text-decoration:none;">${escapeHtml(f.email)}</a>`,
    );
  }
  if (contact.length) {
    rows.push(
      row(
        contact.join(`<span style="color:${BRAND.muted};"> &nbsp;|&nbsp; </span>`),
        `font-size:13px;color:${BRAND.text};`,
      ),
    );
  }
  if (f.location) rows.push(row(escapeHtml(f.location), `font-size:13px;color:${BRAND.muted};`));
  return (
    '<table cellpadding="0" cellspacing="0" border="0" role="presentation" ' +
    `style="border-collapse:collapse;border-left:4px solid ${BRAND.coral};">` +
    `<tr><td style="padding:4px 0 4px 12px;"><table cellpadding="0" cellspacing="0" border="0" role="presentation" style="border-collapse:collapse;">` +
    rows.join('') +
    '</table></td></tr></table>'
  );
}

/** The same signature as plain text, for clients that paste text only. */
export function buildSignatureText(fields: SignatureFields): string {
  const f = clean(fields);
  const contact = [f.phone && formatPhone(f.phone), f.email].filter(Boolean).join(' | ');
  return [f.name, f.title, APP_NAME, contact, f.location].filter(Boolean).join('\n');
}
