/**
 * The server-only decisions of `publishComplianceReport` (./publishReport.ts) and
 * `updateComplianceReport` (./updateReport.ts), pure so they are unit-tested beside them
 * (publishReportRules.test.ts): reading the requests, and whether the caller may publish or
 * edit. Who may is what firestore.rules checked before these callables (README "Who edits a
 * compliance report"): a publish, an active user with Create Compliance Reports, the draft's own
 * author, the report's territory (and its location's) in their scope; an edit of a published
 * report, an active user with Edit Compliance Reports, its author or a corporate role (Super
 * Admin, Fulfillment), the report's territory in their scope.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { permissionName, TOP_ROLES } from '@/domain/permissions';
import { signoffErrors, SIGNATURE_PREFIX } from '@/features/compliance/model/signoff';
import type {
  ComplianceReportAnswers,
  PublishComplianceReportRequest,
  PublishSignoff,
  UpdateComplianceReportRequest,
} from '@/lib/callables';
import {
  callerHolds,
  callerReaches,
  isActiveCaller,
  type ActiveCaller,
  type StoredCaller,
} from '../caller';
import { DOC_ID, invalid, objectOf } from '../callInput';

/** A drawn signature: '' or a PNG data URL (the rules' check before this callable). */
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

function readSignoff(value: unknown): PublishSignoff {
  const input = objectOf(value);
  const texts = ['inspectorSignature', 'managerName', 'managerSignature'] as const;
  if (texts.some((key) => typeof input[key] !== 'string')) {
    throw invalid('The sign-off is missing: sign again and publish.');
  }
  const signoff = {
    inspectorSignature: input.inspectorSignature as string,
    managerName: (input.managerName as string).trim(),
    managerSignature: input.managerSignature as string,
    startedAt: input.startedAt as number,
  };
  if (typeof signoff.startedAt !== 'number' || !Number.isFinite(signoff.startedAt)) {
    throw invalid('The sign-off names no start of the inspection.');
  }
  const errors = Object.values(signoffErrors(signoff));
  if (errors.length > 0) throw invalid(errors[0]);
  for (const signature of [signoff.inspectorSignature, signoff.managerSignature]) {
    if (signature !== '' && !(signature.startsWith(SIGNATURE_PREFIX) && SIGNATURE.test(signature)))
      throw invalid('A signature is not a drawn image: clear it and sign again.');
  }
  return signoff;
}

/** The report id a request names, or an invalid-argument HttpsError. */
function readReportId(input: Record<string, unknown>): string {
  if (typeof input.reportId !== 'string' || !DOC_ID.test(input.reportId)) {
    throw invalid('Which report? The request names no valid report id.');
  }
  return input.reportId;
}

/** The callable's input, or an invalid-argument HttpsError. */
export function readPublishRequest(data: unknown): PublishComplianceReportRequest {
  const input = objectOf(data);
  return { reportId: readReportId(input), signoff: readSignoff(input.signoff) };
}

/**
 * `updateComplianceReport`'s input, or an invalid-argument HttpsError. The answers are read
 * loosely later, as a draft's are (inspection/model/publishAnswers.ts): anything else the request
 * carries (a score, a result, weights) is never read.
 */
export function readUpdateRequest(data: unknown): UpdateComplianceReportRequest {
  const input = objectOf(data);
  const reportId = readReportId(input);
  if (typeof input.answers !== 'object' || input.answers === null) {
    throw invalid('The edit sends no answers: open the report again and update it.');
  }
  return { reportId, answers: input.answers as ComplianceReportAnswers };
}

/**
 * Throws the HttpsError refusing `uid`'s publish of a draft by `draft.userId` in
 * `draft.territoryId` whose location is now in `locationTerritoryId`, in the order a person fixes
 * them: an account that may act, the permission, the author, the territories.
 */
export function assertMayPublish(
  caller: StoredCaller | undefined,
  uid: string,
  draft: { userId: unknown; territoryId: unknown },
  locationTerritoryId: string,
): void {
  assertActive(caller, 'publish');
  if (!callerHolds(caller, 'complianceReports.create')) {
    throw new HttpsError(
      'permission-denied',
      `You need the "${permissionName('complianceReports.create')}" permission to publish a compliance report.`,
    );
  }
  if (draft.userId !== uid) {
    throw new HttpsError(
      'permission-denied',
      'Only the inspector who wrote this draft can publish it.',
    );
  }
  if (!inScope(caller, draft.territoryId) || !inScope(caller, locationTerritoryId)) {
    throw new HttpsError('permission-denied', 'This location is not in your territories.');
  }
}

/**
 * Throws the HttpsError refusing `uid`'s edit of published report `report`, in the order a person
 * fixes them: an account that may act, the permission, the territory, the author (or corporate).
 */
export function assertMayEdit(
  caller: StoredCaller | undefined,
  uid: string,
  report: { userId: unknown; territoryId: unknown },
): asserts caller is ActiveCaller {
  assertActive(caller, 'edit');
  if (!callerHolds(caller, 'complianceReports.edit')) {
    throw new HttpsError(
      'permission-denied',
      `You need the "${permissionName('complianceReports.edit')}" permission to edit a compliance report.`,
    );
  }
  if (!inScope(caller, report.territoryId)) {
    throw new HttpsError('permission-denied', "This report's territory is not one of yours.");
  }
  if (report.userId !== uid && !TOP_ROLES.includes(caller.role)) {
    throw new HttpsError(
      'permission-denied',
      'Only the inspector who published this report, Super Admin or Fulfillment can edit it.',
    );
  }
}

function assertActive(
  caller: StoredCaller | undefined,
  what: 'publish' | 'edit',
): asserts caller is ActiveCaller {
  if (!isActiveCaller(caller)) {
    throw new HttpsError(
      'permission-denied',
      `Your account cannot ${what} compliance reports: it is disabled or has no role yet.`,
    );
  }
}

/** `territoryId` is one of the (active) caller's territories. */
const inScope = (caller: ActiveCaller, territoryId: unknown): boolean =>
  callerReaches(caller, typeof territoryId === 'string' ? territoryId : '');
