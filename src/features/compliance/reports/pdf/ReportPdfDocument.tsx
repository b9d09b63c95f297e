import { Document, Font, Image, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { format } from 'date-fns';
import type { ReportQuestion } from '../../model/types';
import { scoreColor } from '../../model/scoring';
import { dnqChangeLabel, shownResult } from '../model/dnqStatus';
import { formatDateTime } from '../../../../lib/format';
import { trendSummary, type ScoreTrend } from '../../history';
import { formatDuration, type Signoff } from '../../model/signoff';
import {
  gradeLabel,
  groupReportQuestions,
  REPORT_DATE_FORMAT,
  weightLabel,
  type ReportDetails,
} from '../model/report';

/**
 * The compliance report as a PDF (spec 02 §2 "PDF layout"): header, the four overview tiles, the
 * two notes, then one table per section with weight, grade and comment columns and the question's
 * photos under its row. Rendered with @react-pdf/renderer in the browser (lazy chunk) and in Node
 * (scripts/bench-compliance-pdf.mjs), so it takes already-loaded photo sources and does no I/O.
 */

/** Photo URL → something <Image> can draw without fetching (a data URL), or null if it failed. */
export type LoadedPhotos = Readonly<Record<string, string | null>>;

interface ReportPdfDocumentProps {
  report: ReportDetails;
  photos: LoadedPhotos;
  /** Score against the previous report and the last 5 scores (issue 16); left out when absent. */
  trend?: ScoreTrend | null;
  /** Signatures, start, end and duration (issue 16); left out when absent. */
  signoff?: Signoff | null;
}

// Words are never split with a hyphen: comments are short and "com-plete" reads badly.
Font.registerHyphenationCallback((word) => [word]);

const COLORS = {
  ink: '#1f2933',
  muted: '#5f6b7a',
  line: '#d9dee5',
  band: '#0b3d5c',
  headerFill: '#eef2f6',
  zebra: '#f8fafc',
  success: '#1b7f3b',
  warning: '#b45309',
  error: '#b42318',
  na: '#5f6b7a',
};

const TONE = { success: COLORS.success, warning: COLORS.warning, error: COLORS.error } as const;

const styles = StyleSheet.create({
  page: {
    paddingTop: 36,
    paddingBottom: 48,
    paddingHorizontal: 36,
    fontSize: 9,
    fontFamily: 'Helvetica',
    color: COLORS.ink,
    // No lineHeight: on the Page it stops the fixed page-number text from rendering (react-pdf
    // 4.x), and on a Text it spaces lines far apart; the default spacing reads well at 9 pt.
  },
  band: {
    backgroundColor: COLORS.band,
    color: '#ffffff',
    paddingVertical: 12,
    paddingHorizontal: 14,
    borderRadius: 4,
    marginBottom: 14,
  },
  title: { fontSize: 17, fontFamily: 'Helvetica-Bold', lineHeight: 1.2 },
  subtitle: { fontSize: 10, marginTop: 4, color: '#d6e4ee' },
  tiles: { flexDirection: 'row', marginBottom: 12 },
  tile: {
    flexGrow: 1,
    flexBasis: 0,
    borderWidth: 1,
    borderColor: COLORS.line,
    borderRadius: 4,
    paddingVertical: 7,
    paddingHorizontal: 9,
  },
  tileGap: { marginLeft: 8 },
  tileLabel: { fontSize: 7.5, color: COLORS.muted, textTransform: 'uppercase', letterSpacing: 0.4 },
  tileValue: { fontSize: 11, fontFamily: 'Helvetica-Bold', marginTop: 3 },
  notes: { flexDirection: 'row', marginBottom: 14 },
  note: {
    flexGrow: 1,
    flexBasis: 0,
    borderWidth: 1,
    borderColor: COLORS.line,
    borderRadius: 4,
    padding: 9,
  },
  noteTitle: { fontSize: 10, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  trend: {
    ...{ borderWidth: 1, borderColor: COLORS.line, borderRadius: 4, padding: 9 },
    marginBottom: 14,
  },
  empty: { color: COLORS.muted, fontFamily: 'Helvetica-Oblique' },
  signatures: { flexDirection: 'row', marginTop: 6 },
  signature: { flexGrow: 1, flexBasis: 0 },
  signatureImage: { width: 180, height: 60, objectFit: 'contain' },
  signatureBlank: { width: 180, height: 60 },
  signatureLine: {
    width: 180,
    borderTopWidth: 1,
    borderTopColor: COLORS.ink,
    paddingTop: 2,
  },
  section: { marginBottom: 12 },
  dnqLine: { fontSize: 9, paddingHorizontal: 6, paddingVertical: 2 },
  sectionTitle: {
    fontSize: 11,
    fontFamily: 'Helvetica-Bold',
    paddingVertical: 5,
    paddingHorizontal: 6,
    borderBottomWidth: 1.5,
    borderBottomColor: COLORS.band,
  },
  headRow: {
    flexDirection: 'row',
    backgroundColor: COLORS.headerFill,
    borderBottomWidth: 1,
    borderBottomColor: COLORS.line,
  },
  row: { borderBottomWidth: 1, borderBottomColor: COLORS.line },
  cells: { flexDirection: 'row' },
  headCell: {
    fontSize: 7.5,
    fontFamily: 'Helvetica-Bold',
    color: COLORS.muted,
    textTransform: 'uppercase',
    paddingVertical: 4,
    paddingHorizontal: 6,
  },
  cell: { paddingVertical: 5, paddingHorizontal: 6 },
  colQuestion: { width: '44%' },
  colWeight: { width: '10%', textAlign: 'center' },
  colGrade: { width: '10%', textAlign: 'center' },
  colComment: { width: '36%' },
  grade: { fontFamily: 'Helvetica-Bold' },
  photos: { flexDirection: 'row', flexWrap: 'wrap', paddingHorizontal: 6, paddingBottom: 6 },
  photo: {
    width: 92,
    height: 92,
    objectFit: 'cover',
    marginRight: 6,
    marginBottom: 6,
    borderRadius: 3,
  },
  photoMissing: {
    width: 92,
    height: 92,
    marginRight: 6,
    marginBottom: 6,
    borderWidth: 1,
    borderColor: COLORS.line,
    borderRadius: 3,
    justifyContent: 'center',
    alignItems: 'center',
    color: COLORS.muted,
    fontSize: 7.5,
  },
  footer: { position: 'absolute', bottom: 22, fontSize: 7.5, color: COLORS.muted },
  footerLeft: { left: 36 },
  footerRight: { left: 36, right: 36, textAlign: 'right' },
});

function gradeColor(question: ReportQuestion): string {
  if (question.isNotApplicable) return COLORS.na;
  if (question.pass) return COLORS.success;
  return question.weight === 'dnq' ? COLORS.error : COLORS.warning;
}

function Tile({
  label,
  value,
  color,
  first,
}: {
  label: string;
  value: string;
  color?: string;
  first?: boolean;
}) {
  return (
    <View style={first ? styles.tile : [styles.tile, styles.tileGap]}>
      <Text style={styles.tileLabel}>{label}</Text>
      <Text style={color ? [styles.tileValue, { color }] : styles.tileValue}>{value || '-'}</Text>
    </View>
  );
}

function Note({ title, text, gap }: { title: string; text: string; gap?: boolean }) {
  return (
    <View style={gap ? [styles.note, styles.tileGap] : styles.note}>
      <Text style={styles.noteTitle}>{title}</Text>
      {text.trim() ? <Text>{text}</Text> : <Text style={styles.empty}>No notes added</Text>}
    </View>
  );
}

function QuestionRow({
  question,
  photos,
  zebra,
}: {
  question: ReportQuestion;
  photos: LoadedPhotos;
  zebra: boolean;
}) {
  return (
    // A question row and its photos are kept together on one page.
    <View style={zebra ? [styles.row, { backgroundColor: COLORS.zebra }] : styles.row} wrap={false}>
      <View style={styles.cells}>
        <Text style={[styles.cell, styles.colQuestion]}>{question.question}</Text>
        <Text style={[styles.cell, styles.colWeight]}>{weightLabel(question)}</Text>
        <Text style={[styles.cell, styles.colGrade, styles.grade, { color: gradeColor(question) }]}>
          {gradeLabel(question)}
        </Text>
        <Text style={[styles.cell, styles.colComment]}>{question.comment}</Text>
      </View>
      {question.images.length > 0 && (
        <View style={styles.photos}>
          {question.images.map((image, index) => {
            const src = photos[image.url];
            return src ? (
              <Image key={`${image.url}-${index}`} src={src} style={styles.photo} />
            ) : (
              <View key={`${image.url}-${index}`} style={styles.photoMissing}>
                <Text>Photo unavailable</Text>
              </View>
            );
          })}
        </View>
      )}
    </View>
  );
}

/** "Score trend": the change against the previous report and the last scores, oldest first. */
function Trend({ trend }: { trend: ScoreTrend }) {
  return (
    <View style={styles.trend} wrap={false}>
      <Text style={styles.noteTitle}>Score trend</Text>
      <Text>{trendSummary(trend)}</Text>
      <Text style={{ color: COLORS.muted, marginTop: 3 }}>
        {/* Standard Helvetica has no arrow glyph: a middle dot separates the scores. */}
        Last scores, oldest first:{' '}
        {trend.points.map((p) => `#${p.serialNo}: ${p.score}%`).join('  ·  ')}
      </Text>
    </View>
  );
}

function SignatureBox({ label, name, image }: { label: string; name: string; image: string }) {
  return (
    <View style={styles.signature}>
      {image ? (
        <Image src={image} style={styles.signatureImage} />
      ) : (
        <View style={styles.signatureBlank} />
      )}
      <Text style={styles.signatureLine}>
        {label}: {name || '-'}
        {image ? '' : ' (not signed)'}
      </Text>
    </View>
  );
}

/** "Sign-off": the inspection's times and the drawn signatures. */
function SignoffBlock({ signoff }: { signoff: Signoff }) {
  return (
    <View style={styles.trend} wrap={false}>
      <Text style={styles.noteTitle}>Sign-off</Text>
      <Text>
        Started {formatDateTime(signoff.startedAt)} · Ended {formatDateTime(signoff.endedAt)} ·
        Duration {formatDuration(signoff.durationSeconds)}
      </Text>
      <View style={styles.signatures}>
        <SignatureBox
          label="Inspector"
          name={signoff.inspectorName}
          image={signoff.inspectorSignature}
        />
        {signoff.managerSignature && (
          <SignatureBox
            label="Manager"
            name={signoff.managerName}
            image={signoff.managerSignature}
          />
        )}
      </View>
    </View>
  );
}

export function ReportPdfDocument({ report, photos, trend, signoff }: ReportPdfDocumentProps) {
  const heading = report.isSample ? 'Sample Compliance Report' : 'Compliance Report';
  const date = report.createdAt ? format(report.createdAt, REPORT_DATE_FORMAT) : '';
  const subtitle = [
    report.isSample ? null : `Report #${report.serialNo}`,
    report.franchiseeLocationName,
    report.territoryName,
  ]
    .filter(Boolean)
    .join('  ·  ');
  const shown = shownResult(report);
  const tone = TONE[scoreColor(report.score, shown.result)];
  const dnqHistory = report.dnqHistory ?? [];
  const groups = groupReportQuestions(report.questions);

  return (
    <Document title={`${heading} ${report.franchiseeLocationName}`} author="Harbor Ops">
      <Page size="LETTER" style={styles.page}>
        <Text style={[styles.footer, styles.footerLeft]} fixed>
          {heading}
        </Text>
        <Text
          style={[styles.footer, styles.footerRight]}
          fixed
          render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
        />
        <View style={styles.band}>
          <Text style={styles.title}>{heading}</Text>
          <Text style={styles.subtitle}>{subtitle}</Text>
        </View>
        <View style={styles.tiles}>
          <Tile first label="Location Type" value={report.franchiseeLocationTypeName} />
          <Tile label="Location" value={report.franchiseeLocationName} />
          <Tile
            label="Score"
            value={
              shown.scoreName === shown.resultName
                ? shown.scoreName
                : `${shown.scoreName} · ${shown.resultName}`
            }
            color={tone}
          />
          <Tile label="Date Created" value={date} />
        </View>
        <View style={styles.notes}>
          <Note title="Positives & Highlights" text={report.highlightNotes} />
          <Note gap title="Opportunities for Improvement" text={report.lowlightNotes} />
        </View>
        {dnqHistory.length > 0 && (
          <View style={styles.section}>
            <Text style={styles.sectionTitle}>
              DNQ status:{' '}
              {report.manualDnq ? `set manually (computed ${report.scoreName})` : 'not set'}
            </Text>
            {dnqHistory.map((change, index) => (
              <Text key={index} style={styles.dnqLine}>
                {dnqChangeLabel(change)}
                {change.at ? ` on ${formatDateTime(change.at)}` : ''}: {change.reason}
              </Text>
            ))}
          </View>
        )}
        {trend && trend.points.length > 0 && <Trend trend={trend} />}
        {signoff && <SignoffBlock signoff={signoff} />}
        {groups.map((group) => (
          <View key={group.sectionId || group.sectionName} style={styles.section}>
            {/* Heading and table head travel together, and never end a page without a row after. */}
            <View wrap={false} minPresenceAhead={48}>
              <Text style={styles.sectionTitle}>{group.sectionName}</Text>
              <View style={styles.headRow}>
                <Text style={[styles.headCell, styles.colQuestion]}>Question</Text>
                <Text style={[styles.headCell, styles.colWeight]}>Weight</Text>
                <Text style={[styles.headCell, styles.colGrade]}>Grade</Text>
                <Text style={[styles.headCell, styles.colComment]}>Comment</Text>
              </View>
            </View>
            {group.questions.map((question, index) => (
              <QuestionRow
                key={question.id}
                question={question}
                photos={photos}
                zebra={index % 2 === 1}
              />
            ))}
          </View>
        ))}
      </Page>
    </Document>
  );
}
