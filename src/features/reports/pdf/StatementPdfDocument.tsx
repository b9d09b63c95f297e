import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { RoyaltyStatement } from '@/data/royalty';
import { formatCents } from '../model/salesMath';
import { balanceCents, statementLines } from '../model/statements';

/** A statement as the PDF shows it, with where it stands in words. */
export interface StatementPdfData extends RoyaltyStatement {
  standing: string;
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
  note: { marginTop: 12 },
});

/** A royalty statement of one location and month (with its invoice once confirmed), US Letter. */
export function StatementPdfDocument({ statement: s }: { statement: StatementPdfData }) {
  return (
    <Document title={`Royalty statement ${s.locationName} ${s.month}`}>
      <Page size="LETTER" style={styles.page}>
        <Text style={styles.title}>
          Royalty statement{s.invoiceNumber ? ` · Invoice ${s.invoiceNumber}` : ''}
        </Text>
        <Text style={styles.muted}>
          {s.locationName} · {s.month} · {s.standing} · {s.daysReported} of {s.daysInMonth} days
          reported · revision {s.revision}
        </Text>
        {statementLines(s).map(({ label, cents }) => (
          <View key={label} style={styles.row}>
            <Text>{label}</Text>
            <Text>{formatCents(cents)}</Text>
          </View>
        ))}
        <View style={styles.total}>
          <Text style={styles.bold}>Amount due</Text>
          <Text style={styles.bold}>{formatCents(s.dueCents)}</Text>
        </View>
        {s.dueDate !== '' && (
          <Text>
            Due {s.dueDate} · paid {formatCents(s.paidCents)} · balance{' '}
            {formatCents(balanceCents(s))}
          </Text>
        )}
        {s.adjustmentReason !== '' && (
          <Text style={styles.note}>Adjustment: {s.adjustmentReason}</Text>
        )}
        {s.disputeComment !== '' && (
          <Text style={styles.note}>Franchisee dispute: {s.disputeComment}</Text>
        )}
      </Page>
    </Document>
  );
}
