/**
 * Demo follow-up actions for scripts/seed.mjs (issue 16): one per failed question of every seeded
 * published report, built by the app's own `newActionsFor` (src/features/compliance/actions/model/
 * actions.ts, loaded through Vite's runnerImport like the scoring module), so ids, priorities and
 * due dates are what publishing writes. Older reports' actions are further along: verified, done,
 * in progress; the newest are open, some overdue. North Coast actions are assigned to the Manager,
 * Gulf Shore ones to the owner.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const opts = { configFile: false, logLevel: 'silent', root: ROOT };
const [{ module: actionsModel }, { module: scoring }, { module: comments }] = await Promise.all([
  runnerImport(path.join(ROOT, 'src/features/compliance/actions/model/actions.ts'), opts),
  runnerImport(path.join(ROOT, 'src/features/compliance/model/scoring.ts'), opts),
  runnerImport(path.join(ROOT, 'src/features/compliance/model/reportComments.ts'), opts),
]);

const DAY = 24 * 60 * 60 * 1000;

/** Progress of a report's actions by how old the report is (days). */
function stageFor(ageDays) {
  if (ageDays > 40) return 'verified';
  if (ageDays > 20) return 'done';
  if (ageDays > 10) return 'inProgress';
  return 'open';
}

/**
 * `[id, document]` pairs for compliance_actions. `reports` are the seed's `[id, report]` pairs
 * (createdAt a Timestamp); `people` maps territory id -> { uid, name } of its assignee;
 * `verifier` is { uid, name }; `timestamp(date)` makes a Firestore Timestamp.
 */
export function buildComplianceActions({ reports, people, verifier, now, timestamp }) {
  const out = [];
  for (const [reportId, report] of reports) {
    const publishedAt = report.createdAt.toMillis();
    const stage = stageFor((now.getTime() - publishedAt) / DAY);
    // Stored questions carry no verdict (the failed ones are those of the report's lists) and no
    // comment (the report's `comments` map): both are put back as the app reads a report.
    const questions = comments.withStoredComments(
      scoring.applyVerdicts(report.questions, report),
      report.comments,
    );
    const actions = actionsModel.newActionsFor(
      { ...report, questions, reportId },
      report.userId,
      publishedAt,
    );
    for (const action of actions) {
      const assignee = people[action.territoryId] ?? { uid: '', name: '' };
      const finished = stage === 'done' || stage === 'verified';
      const { id, dueAt, ...rest } = action;
      out.push([
        id,
        {
          ...rest,
          status: stage,
          isActive: !finished,
          assigneeId: assignee.uid,
          assigneeName: assignee.name,
          note: finished ? 'Fixed on the next shift; the team was briefed.' : '',
          dueDate: timestamp(new Date(dueAt)),
          completedAt: finished ? timestamp(new Date(publishedAt + 2 * DAY)) : null,
          verifiedBy: stage === 'verified' ? verifier.uid : '',
          verifiedByName: stage === 'verified' ? verifier.name : '',
          verifiedAt: stage === 'verified' ? timestamp(new Date(publishedAt + 3 * DAY)) : null,
          createdAt: report.createdAt,
          updatedAt: report.createdAt,
        },
      ]);
    }
  }
  return out;
}
