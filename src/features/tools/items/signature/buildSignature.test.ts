import {
  buildSignatureHtml,
  buildSignatureText,
  emptySignature,
  escapeHtml,
} from './buildSignature';

const jane = {
  name: 'Jane Doe',
  title: 'Franchise Manager',
  phone: '5551234567',
  email: 'jane@example.com',
  location: 'North Coast Truck 1',
};

describe('buildSignatureHtml', () => {
  it('lays out every field in an inline-styled table with the brand colours', () => {
    const html = buildSignatureHtml(jane);
    expect(html.startsWith('<table')).toBe(true);
    for (const text of [
      'Jane Doe',
      'Franchise Manager',
      '(555) 123-4567',
      'jane@example.com',
      'North Coast Truck 1',
      'Harbor Ops',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="tel:5551234567"');
    expect(html).toContain('href="mailto:jane@example.com"');
    expect(html).toContain('#0A4C86');
    expect(html).toContain('#FF6F61');
  });

  it('writes the brand line in the darker coral that small text needs (axe contrast)', () => {
    const html = buildSignatureHtml(jane);
    expect(html).toMatch(/color:#C0392B;[^>]*>Harbor Ops</);
    expect(html).not.toMatch(/color:#FF6F61/);
  });

  it('uses no external resources, classes or style sheets', () => {
    const html = buildSignatureHtml(jane);
    expect(html).not.toMatch(/<img|<link|<style|class=|src=|url\(/i);
  });

  it('escapes HTML typed into any field', () => {
    const html = buildSignatureHtml({
      ...jane,
      name: '<script>alert(1)</script>',
      title: 'R&D "Lead"',
      email: '"><img src=x onerror=alert(1)>@x.com',
      location: "O'Hare <b>",
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('R&amp;D &quot;Lead&quot;');
    expect(html).toContain('O&#39;Hare &lt;b&gt;');
    expect(html).toContain('href="mailto:&quot;&gt;&lt;img');
  });

  it('leaves out empty fields instead of leaving blank lines', () => {
    const html = buildSignatureHtml({ ...emptySignature, name: 'Jane Doe' });
    expect(html).not.toContain('tel:');
    expect(html).not.toContain('mailto:');
    expect(html.match(/<tr>/g)).toHaveLength(3); // outer row, name, brand
  });

  it('trims the inputs', () => {
    expect(buildSignatureHtml({ ...jane, name: '  Jane Doe  ' })).toContain('>Jane Doe<');
  });
});

describe('buildSignatureText', () => {
  it('gives a plain-text version, one line per part', () => {
    expect(buildSignatureText(jane)).toBe(
      'Jane Doe\nFranchise Manager\nHarbor Ops\n(555) 123-4567 | jane@example.com\nNorth Coast Truck 1',
    );
    expect(buildSignatureText({ ...emptySignature, email: 'a@b.co' })).toBe('Harbor Ops\na@b.co');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});
