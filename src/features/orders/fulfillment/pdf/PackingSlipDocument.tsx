import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { SlipDescription } from '../model/describeSlip';

// Built-in Helvetica: no font download, so the PDF renders offline.
const styles = StyleSheet.create({
  page: { padding: 36, fontSize: 10, fontFamily: 'Helvetica', color: '#111' },
  titleRow: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 12 },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  overnight: { fontSize: 12, fontFamily: 'Helvetica-Bold', color: '#b45309' },
  columns: { flexDirection: 'row', gap: 24, marginBottom: 12 },
  half: { flex: 1 },
  fieldRow: { flexDirection: 'row', marginBottom: 3 },
  label: { width: 110, color: '#555' },
  value: { flex: 1, fontFamily: 'Helvetica-Bold' },
  caption: { color: '#555', marginBottom: 3, textTransform: 'uppercase', fontSize: 8 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #bbb', paddingVertical: 4 },
  headRow: { flexDirection: 'row', borderBottom: '1pt solid #111', paddingBottom: 4 },
  totalRow: { flexDirection: 'row', borderTop: '1pt solid #111', paddingTop: 4 },
  bold: { fontFamily: 'Helvetica-Bold' },
  sku: { width: 70 },
  desc: { flex: 1 },
  num: { width: 62, textAlign: 'right' },
  noteTitle: { fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 2 },
});

const HEADERS = ['Quantity', 'Cases/pallet', 'Pallets', 'Overnight'];

/** The packing slip as a PDF page: the same description the printable page shows. */
export function PackingSlipDocument({ slip }: { slip: SlipDescription }) {
  return (
    <Document title={slip.title}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.titleRow}>
          <Text style={styles.title}>{slip.title}</Text>
          {slip.overnight && <Text style={styles.overnight}>OVERNIGHT</Text>}
        </View>
        <View style={styles.columns}>
          <View style={styles.half}>
            {slip.fields.map(([label, value]) => (
              <View key={label} style={styles.fieldRow}>
                <Text style={styles.label}>{label}</Text>
                <Text style={styles.value}>{value}</Text>
              </View>
            ))}
          </View>
          <View style={styles.half}>
            <Text style={styles.caption}>Deliver to</Text>
            {slip.addressLines.map((line, i) => (
              <Text key={i} style={i === 0 ? styles.bold : undefined}>
                {line}
              </Text>
            ))}
          </View>
        </View>
        <View style={styles.headRow}>
          <Text style={[styles.sku, styles.bold]}>SKU</Text>
          <Text style={[styles.desc, styles.bold]}>Description</Text>
          {HEADERS.map((header) => (
            <Text key={header} style={[styles.num, styles.bold]}>
              {header}
            </Text>
          ))}
        </View>
        {slip.lines.map((line) => (
          <View key={line.id} style={styles.row} wrap={false}>
            <Text style={styles.sku}>{line.sku}</Text>
            <Text style={styles.desc}>{line.itemDesc}</Text>
            <Text style={styles.num}>{line.quantity}</Text>
            <Text style={styles.num}>{line.casesPerPallet}</Text>
            <Text style={styles.num}>{line.pallets}</Text>
            <Text style={styles.num}>{slip.overnight ? line.overnight : '-'}</Text>
          </View>
        ))}
        <View style={styles.totalRow}>
          <Text style={[styles.sku, styles.bold]}>Totals</Text>
          <Text style={styles.desc} />
          <Text style={[styles.num, styles.bold]}>{slip.totals.cases}</Text>
          <Text style={styles.num} />
          <Text style={[styles.num, styles.bold]}>{slip.totals.palletsNeeded}</Text>
          <Text style={[styles.num, styles.bold]}>
            {slip.overnight ? slip.totals.overnightCases : '-'}
          </Text>
        </View>
        {slip.notes.map(([title, text]) => (
          <View key={title} wrap={false}>
            <Text style={styles.noteTitle}>{title}</Text>
            <Text>{text}</Text>
          </View>
        ))}
      </Page>
    </Document>
  );
}
