// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyVerdicts, scoreReport } from '../../src/features/compliance/model/scoring.ts';
import { withStoredComments } from '../../src/features/compliance/model/reportComments.ts';
import { complianceCatalogue } from '../seed.mjs';
import { answerQuestions, buildComplianceReports } from './compliance-reports-seed.mjs';

const locations = [
  { id: 'nt', name: 'North Truck', type: 'truck', territoryId: 'north', territoryName: 'North' },
  {
    id: 'nc',
    name: 'North Cafe',
    type: 'restaurant',
    territoryId: 'north',
    territoryName: 'North',
  },
  { id: 'gt', name: 'Gulf Truck', type: 'truck', territoryId: 'gulf', territoryName: 'Gulf' },
  { id: 'gg', name: 'Gulf Grill', type: 'restaurant', territoryId: 'gulf', territoryName: 'Gulf' },
];

const uids = {
  superAdmin: 'sa',
  fulfillment: 'fu',
  owner: 'ow',
  manager: 'ma',
  employee: 'em',
};

function build() {
  return buildComplianceReports({
    catalogue: complianceCatalogue,
    scoreReport,
    locations: [...locations],
    uids,
    territoryUsers: { north: ['ow', 'ma', 'em'], gulf: ['ow'] },
    dateDaysAgo: (days) => new Date(Date.UTC(2026, 10, 23 - days, 10)),
    timestamp: (date) => date,
  });
}

describe('seeded compliance reports', () => {
  it('are 12 published reports with serials 1..12 and 3 drafts without serial', () => {
    const { reports, drafts, lastSerial } = build();
    expect(reports.map(([, r]) => r.serialNo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(lastSerial).toBe(12);
    expect(reports.every(([, r]) => r.status === 'published' && r.isDraft === false)).toBe(true);
    expect(drafts).toHaveLength(3);
    expect(drafts.every(([, d]) => d.status === 'draft' && d.isDraft && d.serialNo === 0)).toBe(
      true,
    );
  });

  it('store exactly what the app scoring computes (score, result, verdict lists), answers only in the lists', () => {
    const { reports, drafts } = build();
    for (const [, report] of [...reports, ...drafts]) {
      const expected = scoreReport(applyVerdicts(report.questions, report));
      expect(report).toMatchObject(expected);
      expect(report.questions.some((q) => 'pass' in q || 'isNotApplicable' in q)).toBe(false);
    }
  });

  it('cover every result, both territories and both types', () => {
    const { reports } = build();
    const results = reports.map(([, r]) => r.result);
    expect(results.filter((r) => r === 'pass')).toHaveLength(6);
    expect(results.filter((r) => r === 'fail')).toHaveLength(3);
    expect(results.filter((r) => r === 'dnq')).toHaveLength(3);
    expect(new Set(reports.map(([, r]) => r.territoryId))).toEqual(new Set(['north', 'gulf']));
    expect(new Set(reports.map(([, r]) => r.franchiseeLocationType))).toEqual(
      new Set(['truck', 'restaurant']),
    );
  });

  it('mix read and unread, comment some questions and mark some N/A', () => {
    const { reports } = build();
    const unreadBySuperAdmin = reports.filter(([, r]) => !r.readRecipients.includes('sa'));
    expect(unreadBySuperAdmin.map(([, r]) => r.serialNo)).toEqual([10, 11, 12]);
    // Comments are stored in the `comments` map only (model/reportComments.ts), as the app reads them.
    const questions = reports.flatMap(([, r]) => withStoredComments(r.questions, r.comments));
    expect(questions.some((q) => q.comment !== '')).toBe(true);
    expect(reports.flatMap(([, r]) => r.questions).some((q) => 'comment' in q)).toBe(false);
    for (const [, r] of reports) {
      expect(Object.values(r.comments).every((c) => c !== '' && c.length <= 1000)).toBe(true);
    }
    expect(reports.some(([, r]) => r.notApplicable.length > 0)).toBe(true);
  });

  it('answers only the location type questions, in section order', () => {
    const answered = answerQuestions(complianceCatalogue, 'truck', 'pass');
    expect(answered.length).toBeGreaterThan(10);
    expect(answered.every((q) => q.type === 'truck')).toBe(true);
    const sectionOrders = answered.map((q) => q.section);
    expect([...sectionOrders].sort((a, b) => a - b)).toEqual(sectionOrders);
  });
});
