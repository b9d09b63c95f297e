import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { db } from '@/lib/firebase';
import type { ReportQuestion } from '../../model/types';
import type { ReportDetails } from '../../reports';
import { reportActionsOptions } from '../api/actions-queries';
import { isFailed } from '../model/actions';
import { ReportActionCell } from './ReportActionCell';

/**
 * The report view's Action column for a published report (null for samples, drafts or while
 * loading): loads the actions of its failed questions by id.
 */
export function useReportActionCell(
  report: ReportDetails | null,
): ((question: ReportQuestion) => ReactNode) | undefined {
  const [now] = useState(() => Date.now());
  const failedIds =
    report?.status === 'published' ? report.questions.filter(isFailed).map((q) => q.id) : [];
  const actions = useQuery({
    ...reportActionsOptions(db, report?.id ?? '', failedIds),
    enabled: failedIds.length > 0,
  });
  if (!report || failedIds.length === 0 || !actions.isSuccess) return undefined;
  return (question) => (
    <ReportActionCell question={question} action={actions.data[question.id]} now={now} />
  );
}
