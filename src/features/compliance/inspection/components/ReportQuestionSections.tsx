import { useMemo } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { offlineMessages } from '@/features/offline';
import { getStorageOrNull } from '@/lib/firebase';
import type { ReportImage, ReportQuestion } from '../../model/types';
import type { PreviousAnswer } from '../../history';
import {
  firstQuestionNumbers,
  groupReportQuestions,
  type FormErrors,
  type QuestionPatch,
} from '../model/reportForm';
import { QuestionCard } from './QuestionCard';

interface ReportQuestionSectionsProps {
  questions: readonly ReportQuestion[];
  reportId: string;
  errors: FormErrors;
  reordering: boolean;
  online: boolean;
  onChange: (id: string, patch: QuestionPatch) => void;
  onAddImage: (id: string, image: ReportImage) => void;
  onRemoveImage: (id: string, fileName: string) => void;
  onBusy: (key: string, busy: boolean) => void;
  /** Answers of the location's last published report by question id. */
  previous?: Record<string, PreviousAnswer>;
}

/**
 * The report's questions, one titled section each, numbered on through the whole report. Photos
 * taken offline or without file storage stay queued on the device: said once above the
 * questions, not on every card.
 */
export function ReportQuestionSections({
  questions,
  errors,
  previous,
  ...cardProps
}: ReportQuestionSectionsProps) {
  const groups = useMemo(() => groupReportQuestions(questions), [questions]);
  const firsts = useMemo(() => firstQuestionNumbers(groups), [groups]);
  const storage = getStorageOrNull();
  const sections = groups.map((group, groupIndex) => (
    <Box key={group.sectionId} component="section" aria-label={group.sectionName}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {group.sectionName}
      </Typography>
      <Stack spacing={1.5}>
        {group.questions.map((q, offset) => (
          <QuestionCard
            key={q.id}
            {...cardProps}
            question={q}
            index={firsts[groupIndex] + offset}
            error={errors[`questions.${q.id}.comment`]}
            previous={previous?.[q.id]}
          />
        ))}
      </Stack>
    </Box>
  ));
  return (
    <>
      {(!storage || !cardProps.online) && (
        <Alert severity="info">
          {storage ? offlineMessages.offlineQueued : offlineMessages.storageUnavailable}
        </Alert>
      )}
      {sections}
    </>
  );
}
