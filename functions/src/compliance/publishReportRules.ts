/**
 * The server-only decisions of `publishComplianceReport` (./publishReport.ts), pure so they are
 * unit-tested beside them (publishReportRules.test.ts): reading the request, and whether the
 * caller may publish. Who may is what firestore.rules checked for a publish before this callable
 * (README "Who edits a compliance report"): an active user with Create Compliance Reports, the
 * draft's own author, the report's territory (and its location's) in their scope.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { hasPermission, isRole, permissionName, type PermissionMap } from '@/domain/permissions';
import { scopeIncludes, territoryScope } from '@/domain/territoryScope';
import { signoffErrors, SIGNATURE_PREFIX } from '@/features/compliance/model/signoff';
import type { PublishComplianceReportRequest, PublishSignoff } from '@/lib/callables';

/** A report id as the form makes them (Firestore auto ids; seeded ids). */
const ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A drawn signature: '' or a PNG data URL (the rules' check before this callable). */
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

const objectOf = (data: unknown) =>
  (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;

const invalid = (message: string) => new HttpsError('invalid-argument', message);

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

/** The callable's input, or an invalid-argument HttpsError. */
export function readPublishRequest(data: unknown): PublishComplianceReportRequest {
  const input = objectOf(data);
  if (typeof input.reportId !== 'string' || !ID.test(input.reportId)) {
    throw invalid('Which report? The request names no valid report id.');
  }
  return { reportId: input.reportId, signoff: readSignoff(input.signoff) };
}

/** The caller's users/{uid} fields the decision reads (what the rules read too). */
export interface PublishCaller {
  role?: unknown;
  disabled?: unknown;
  permissions?: unknown;
  territoryIds?: unknown;
}

/**
 * Throws the HttpsError refusing `uid`'s publish of a draft by `draft.userId` in
 * `draft.territoryId` whose location is now in `locationTerritoryId`, in the order a person fixes
 * them: an account that may act, the permission, the author, the territories.
 */
export function assertMayPublish(
  caller: PublishCaller | undefined,
  uid: string,
  draft: { userId: unknown; territoryId: unknown },
  locationTerritoryId: string,
): void {
  if (!caller || caller.disabled === true || !isRole(caller.role)) {
    throw new HttpsError(
      'permission-denied',
      'Your account cannot publish compliance reports: it is disabled or has no role yet.',
    );
  }
  if (!hasPermission(caller.permissions as PermissionMap | undefined, 'complianceReports.create')) {
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
  const territoryIds = Array.isArray(caller.territoryIds)
    ? caller.territoryIds.filter((id): id is string => typeof id === 'string')
    : [];
  const scope = territoryScope({ role: caller.role, territoryIds });
  const draftTerritory = typeof draft.territoryId === 'string' ? draft.territoryId : '';
  if (!scopeIncludes(scope, draftTerritory) || !scopeIncludes(scope, locationTerritoryId)) {
    throw new HttpsError('permission-denied', 'This location is not in your territories.');
  }
}
