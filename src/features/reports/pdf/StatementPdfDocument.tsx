import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { RoyaltyStatement } from '@/data/salesLedger';
import { formatBps, formatCents } from '../model/salesMath';

export interface StatementPdfData extends Omit<RoyaltyStatement, 'status' | 'comment' | 'userId'> {
  locationName: string;
  status: string;
  comment: string;
}

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 11, fontFamily: 'Helvetica' },
  title: { fontSize: 18, marginBottom: 4 },
  muted: { color: '#555', marginBottom: 20 },
  row: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingVertical: 6,
    borderBottom: '1 solid #ddd',
  },
  total: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 8 },
  bold: { fontFamily: 'Helvetica-Bold' },
});

/** A royalty statement of one location and month, US Letter. */
export function StatementPdfDocument({ statement: s }: { statement: StatementPdfData }) {
  const rows: [string, string][] = [
    ['Gross sales', formatCents(s.grossCents)],
    ['Exclusions (discounts and refunds)', `-${formatCents(s.exclusionsCents)}`],
    ['Approved refunds', `-${formatCents(s.approvedRefundsCents)}`],
    ['Net sales', formatCents(s.netCents)],
    [`Royalty (${formatBps(s.royaltyBps)} of net)`, formatCents(s.royaltyCents)],
    [`Ad fund (${formatBps(s.adFundBps)} of net)`, formatCents(s.adFundCents)],
  ];
  return (
    <Document title={`Royalty statement ${s.locationName} ${s.month}`}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>Royalty statement</Text>
        <Text style={styles.muted}>
          {s.locationName} · {s.month} · {s.status}
        </Text>
        {rows.map(([label, value]) => (
          <View key={label} style={styles.row}>
            <Text>{label}</Text>
            <Text>{value}</Text>
          </View>
        ))}
        <View style={styles.total}>
          <Text style={styles.bold}>Amount due</Text>
          <Text style={styles.bold}>{formatCents(s.royaltyCents + s.adFundCents)}</Text>
        </View>
        {s.comment !== '' && <Text style={{ marginTop: 16 }}>Franchisee comment: {s.comment}</Text>}
      </Page>
    </Document>
  );
}
