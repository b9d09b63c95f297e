import { pdfFileName } from './pdfFileName';

describe('pdfFileName', () => {
  it('joins serial, location type and the report date as MM-DD-YYYY', () => {
    expect(
      pdfFileName({
        serialNo: 12,
        franchiseeLocationType: 'restaurant',
        createdAt: new Date(2026, 10, 23, 15, 30),
        isSample: false,
      }),
    ).toBe('12-restaurant-11-23-2026.pdf');
  });

  it('pads month and day', () => {
    expect(
      pdfFileName({
        serialNo: 3,
        franchiseeLocationType: 'truck',
        createdAt: new Date(2026, 0, 5),
        isSample: false,
      }),
    ).toBe('3-truck-01-05-2026.pdf');
  });

  it('says sample for a sample report', () => {
    expect(
      pdfFileName({
        serialNo: 0,
        franchiseeLocationType: 'truck',
        createdAt: new Date(2026, 10, 23),
        isSample: true,
      }),
    ).toBe('sample-truck-11-23-2026.pdf');
  });

  it('uses today when the report has no date yet', () => {
    expect(
      pdfFileName(
        { serialNo: 7, franchiseeLocationType: 'truck', createdAt: null, isSample: false },
        new Date(2026, 11, 31),
      ),
    ).toBe('7-truck-12-31-2026.pdf');
  });
});
