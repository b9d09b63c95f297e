import type { ReactNode } from 'react';
import {
  Box,
  Chip,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { format } from 'date-fns';
import { scoreColor } from '../../model/scoring';
import { shownResult } from '../model/dnqStatus';
import type { ReportQuestion } from '../../model/types';
import {
  gradeLabel,
  groupReportQuestions,
  REPORT_DATE_FORMAT,
  weightLabel,
  type ReportDetails,
} from '../model/report';

const NO_NOTES = 'No notes added';

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="overline" color="text.secondary" component="h3" sx={{ lineHeight: 1.5 }}>
        {label}
      </Typography>
      <Box sx={{ typography: 'h6', mt: 0.5, overflowWrap: 'anywhere' }}>{children}</Box>
    </Paper>
  );
}

function Notes({ title, text }: { title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {text.trim() ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {NO_NOTES}
        </Typography>
      )}
    </Paper>
  );
}

function GradeChip({ question }: { question: ReportQuestion }) {
  const label = gradeLabel(question);
  const color = question.isNotApplicable
    ? 'default'
    : question.pass
      ? 'success'
      : question.weight === 'dnq'
        ? 'error'
        : 'warning';
  return <Chip size="small" label={label} color={color} variant="outlined" />;
}

function Photos({ question }: { question: ReportQuestion }) {
  if (question.images.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {question.images.map((image, index) => (
        <Link
          key={`${image.url}-${index}`}
          href={image.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Photo ${index + 1}${image.fileName ? `: ${image.fileName}` : ''}`}
          sx={{
            display: 'block',
            width: 56,
            height: 56,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
          }}
        >
          <Box
            component="img"
            src={image.url}
            alt=""
            loading="lazy"
            // A broken or unreachable photo leaves the grey box, not a broken-image icon.
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        </Link>
      ))}
    </Box>
  );
}

/**
 * The body of the report view (spec 02 §2): four overview tiles, the two notes and one table per
 * section. Presentational: the page loads the report (or builds the sample) and owns the header.
 */
export function ReportView({
  report,
  actionCell,
}: {
  report: ReportDetails;
  /** The follow-up action column (published reports): the cell of each failed question. */
  actionCell?: (question: ReportQuestion) => ReactNode;
}) {
  const groups = groupReportQuestions(report.questions);
  const shown = shownResult(report);
  const date = report.createdAt ? format(report.createdAt, REPORT_DATE_FORMAT) : '';
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <Tile label="Location Type">{report.franchiseeLocationTypeName}</Tile>
        <Tile label="Location">{report.franchiseeLocationName}</Tile>
        <Tile label="Score">
          <Box
            component="span"
            data-testid="report-score"
            sx={{ color: `${scoreColor(report.score, shown.result)}.main`, fontWeight: 700 }}
          >
            {shown.scoreName}
          </Box>
          {/* "DNQ" already says the result; a score like "85%" gets "Pass" or "Fail" beside it. */}
          {shown.resultName !== shown.scoreName && (
            <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
              {shown.resultName}
            </Typography>
          )}
          {report.manualDnq && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              (set manually, computed {report.scoreName})
            </Typography>
          )}
        </Tile>
        <Tile label="Date Created">{date || '-'}</Tile>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Notes title="Positives & Highlights" text={report.highlightNotes} />
        <Notes title="Opportunities for Improvement" text={report.lowlightNotes} />
      </Box>
      {groups.length === 0 && (
        <Typography color="text.secondary">This report has no questions.</Typography>
      )}
      {groups.map((group) => {
        const hasPhotos = group.questions.some((q) => q.images.length > 0);
        return (
          <Paper
            key={group.sectionId || group.sectionName}
            variant="outlined"
            component="section"
            aria-label={group.sectionName}
          >
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
              {group.sectionName}
            </Typography>
            <TableContainer>
              <Table
                size="small"
                aria-label={`${group.sectionName} questions`}
                sx={{ minWidth: 640 }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>Question</TableCell>
                    <TableCell align="center" sx={{ width: 72 }}>
                      Weight
                    </TableCell>
                    <TableCell align="center" sx={{ width: 88 }}>
                      Grade
                    </TableCell>
                    <TableCell sx={{ width: '30%' }}>Comment</TableCell>
                    {hasPhotos && <TableCell sx={{ width: 140 }}>Photos</TableCell>}
                    {actionCell && <TableCell sx={{ width: 120 }}>Action</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {group.questions.map((question) => (
                    <TableRow key={question.id} sx={{ verticalAlign: 'top' }}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{question.question}</TableCell>
                      <TableCell align="center">{weightLabel(question)}</TableCell>
                      <TableCell align="center">
                        <GradeChip question={question} />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {question.comment}
                      </TableCell>
                      {hasPhotos && (
                        <TableCell>
                          <Photos question={question} />
                        </TableCell>
                      )}
                      {actionCell && <TableCell>{actionCell(question)}</TableCell>}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Paper>
        );
      })}
    </Box>
  );
}
