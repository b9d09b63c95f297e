import { draftTypeFilter, parseDraftType, parseReportStatus, RESULT_OF_TAB } from './params';

describe('parseReportStatus', () => {
  it('keeps the four known tabs', () => {
    for (const status of ['all', 'passed', 'failed', 'dnq']) {
      expect(parseReportStatus(status)).toBe(status);
    }
  });

  it('falls back to all for missing and invalid values', () => {
    expect(parseReportStatus(null)).toBe('all');
    expect(parseReportStatus(undefined)).toBe('all');
    expect(parseReportStatus('')).toBe('all');
    expect(parseReportStatus('PASSED')).toBe('all');
    expect(parseReportStatus('pass')).toBe('all');
    expect(parseReportStatus('toString')).toBe('all');
  });

  it('maps tabs to stored results', () => {
    expect(RESULT_OF_TAB).toEqual({ all: null, passed: 'pass', failed: 'fail', dnq: 'dnq' });
  });
});

describe('parseDraftType', () => {
  it('keeps all, restaurant and truck and falls back to all', () => {
    expect(parseDraftType('restaurant')).toBe('restaurant');
    expect(parseDraftType('truck')).toBe('truck');
    expect(parseDraftType('all')).toBe('all');
    expect(parseDraftType('van')).toBe('all');
    expect(parseDraftType(null)).toBe('all');
  });

  it('filters by type except for all', () => {
    expect(draftTypeFilter('all')).toBeNull();
    expect(draftTypeFilter('truck')).toBe('truck');
  });
});
