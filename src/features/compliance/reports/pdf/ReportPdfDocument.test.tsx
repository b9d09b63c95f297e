// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToBuffer } from '@react-pdf/renderer';
import type { ReportDetails } from '../model/report';
import { ReportPdfDocument } from './ReportPdfDocument';

const REPORT: ReportDetails = {
  id: 'r1',
  serialNo: 3,
  userId: 'u',
  franchiseeLocationId: 'loc',
  franchiseeLocationType: 'truck',
  franchiseeLocationName: 'North Coast Truck 1',
  franchiseeLocationTypeName: 'Truck',
  territoryId: 't',
  territoryName: 'North Coast',
  status: 'published',
  isDraft: false,
  highlightNotes: '',
  lowlightNotes: '',
  questions: [
    {
      id: 'q1',
      question: 'Truck refrigerator holds 41 °F or below',
      type: 'truck',
      typeName: 'Truck',
      weight: 'dnq',
      order: 1,
      sectionId: 's1',
      sectionName: 'Cold Storage',
      section: 1,
      pass: false,
      isNotApplicable: false,
      comment: 'Read 45 °F.',
      images: [{ fileName: 'gone.jpg', url: 'https://example.invalid/gone.jpg' }],
    },
  ],
  readRecipients: [],
  score: 0,
  scoreName: 'DNQ',
  result: 'dnq',
  resultName: 'DNQ',
  createdAt: new Date(2026, 10, 23),
  isSample: false,
};

describe('ReportPdfDocument', () => {
  it('renders empty notes, a failed dnq question and a photo that could not be loaded', async () => {
    const buffer = await renderToBuffer(
      <ReportPdfDocument report={REPORT} photos={{ 'https://example.invalid/gone.jpg': null }} />,
    );
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders the score trend block', async () => {
    const buffer = await renderToBuffer(
      <ReportPdfDocument
        report={REPORT}
        photos={{ 'https://example.invalid/gone.jpg': null }}
        trend={{
          points: [
            { serialNo: 1, score: 70, result: 'pass' },
            { serialNo: 3, score: 0, result: 'dnq' },
          ],
          change: -70,
        }}
      />,
    );
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renders a sample with no questions', async () => {
    const buffer = await renderToBuffer(
      <ReportPdfDocument
        report={{ ...REPORT, isSample: true, questions: [], highlightNotes: 'Sample.' }}
        photos={{}}
      />,
    );
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows a manual DNQ with the computed score and its history (read back with pdftotext)', async () => {
    const buffer = await renderToBuffer(
      <ReportPdfDocument
        report={{
          ...REPORT,
          score: 92.5,
          scoreName: '92.5%',
          result: 'pass',
          resultName: 'Pass',
          manualDnq: true,
          dnqHistory: [
            {
              isDnq: true,
              reason: 'Closed by the health office',
              by: 'u1',
              byName: 'Ann Lee',
              at: new Date(2026, 10, 23, 14, 5),
            },
          ],
        }}
        photos={{}}
      />,
    );
    const file = join(mkdtempSync(join(tmpdir(), 'dnq-pdf-')), 'report.pdf');
    writeFileSync(file, buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('DNQ status: set manually (computed 92.5%)');
    expect(text).toContain(
      'DNQ set by Ann Lee on 23 Nov 2026 | 02:05 PM: Closed by the health office',
    );
  });

  it('shows the sign-off: times, duration, names and both signature images', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const buffer = await renderToBuffer(
      <ReportPdfDocument
        report={REPORT}
        photos={{}}
        signoff={{
          reportId: 'r1',
          userId: 'u1',
          territoryId: 't',
          inspectorName: 'Ann Lee',
          inspectorSignature: png,
          managerName: 'Mia Cole',
          managerSignature: png,
          startedAt: new Date(2026, 10, 23, 9, 0).getTime(),
          endedAt: new Date(2026, 10, 23, 9, 42).getTime(),
          durationSeconds: 42 * 60,
        }}
      />,
    );
    const file = join(mkdtempSync(join(tmpdir(), 'signoff-pdf-')), 'report.pdf');
    writeFileSync(file, buffer);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Sign-off');
    expect(text).toContain(
      'Started 23 Nov 2026 | 09:00 AM · Ended 23 Nov 2026 | 09:42 AM · Duration 42 min',
    );
    expect(text).toContain('Inspector: Ann Lee');
    expect(text).toContain('Manager: Mia Cole');
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Header and rule lines, then one row per embedded image.
    expect(images.trim().split('\n').length - 2).toBeGreaterThanOrEqual(2);
  });
});
