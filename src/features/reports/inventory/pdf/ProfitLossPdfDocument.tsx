import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { PnlLine } from '../model/pnlTable';
import { money, share } from '../model/cogsFormat';

export interface ProfitLossPdfData {
  locationName: string;
  /** Headings of the compared periods ("October (2026-10-01 to 2026-10-31)"). */
  columns: string[];
  lines: PnlLine[];
  notes: string[];
}

const styles = StyleSheet.create({
  page: { padding: 40, fontSize: 10, fontFamily: 'Helvetica' },
  title: { fontSize: 18, marginBottom: 4 },
  muted: { color: '#555', marginBottom: 16 },
  row: { flexDirection: 'row', paddingVertical: 5, borderBottom: '1 solid #ddd' },
  label: { width: '34%' },
  value: { width: '22%', textAlign: 'right' },
  bold: { fontFamily: 'Helvetica-Bold' },
  note: { marginTop: 12, color: '#555' },
});

/** The profit and loss of one location, this period against the previous and last year's. */
export function ProfitLossPdfDocument({ data }: { data: ProfitLossPdfData }) {
  return (
    <Document title={`Profit and loss ${data.locationName}`}>
      <Page size="LETTER" orientation="landscape" style={styles.page}>
        <Text style={styles.title}>Profit and loss</Text>
        <Text style={styles.muted}>{data.locationName}</Text>
        <View style={[styles.row, styles.bold]}>
          <Text style={styles.label} />
          {data.columns.map((c) => (
            <Text key={c} style={styles.value}>
              {c}
            </Text>
          ))}
        </View>
        {data.lines.map((line) => (
          <View key={line.label} style={line.total ? [styles.row, styles.bold] : styles.row}>
            <Text style={styles.label}>{line.label}</Text>
            {line.values.map((v, i) => (
              <Text key={data.columns[i]} style={styles.value}>
                {line.kind === 'money' ? money(v) : share(v)}
              </Text>
            ))}
          </View>
        ))}
        {data.notes.map((n) => (
          <Text key={n} style={styles.note}>
            {n}
          </Text>
        ))}
      </Page>
    </Document>
  );
}
