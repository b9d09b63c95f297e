import type { ComplianceAction } from './actions';

/*
 * Who the follow-up actions of a published inspection are assigned to at once (issue 27): a
 * setting of the top roles, `app_config/compliance.actionAssignment`, read by the server when it
 * publishes (functions/src/compliance/publishReport.ts) and edited on Account > Notifications.
 * Pure, so the server and the settings card share the choices and the decision.
 */

export const ACTION_ASSIGNMENTS = ['managerElseOwner', 'territoryOwner', 'unassigned'] as const;
export type ActionAssignment = (typeof ACTION_ASSIGNMENTS)[number];

export const ACTION_ASSIGNMENT_LABELS: Record<ActionAssignment, string> = {
  managerElseOwner: "Location's manager, else owner",
  territoryOwner: 'Territory owner',
  unassigned: 'Leave unassigned',
};

/** The setting as stored; missing or unknown reads as the default, the location's manager. */
export function readActionAssignment(value: unknown): ActionAssignment {
  return ACTION_ASSIGNMENTS.find((choice) => choice === value) ?? 'managerElseOwner';
}

/** A user who could be assigned, as the server reads `users/{uid}`. */
export interface AssignableUser {
  uid: string;
  name: string;
  role: unknown;
  disabled: boolean;
  franchiseeLocationId: string;
  territoryIds: readonly string[];
}

/** Who is assigned: their id and name, as the action stores them. */
export interface Assignee {
  uid: string;
  name: string;
}

/**
 * The assignee of a new action at `place` under `choice`: the location's manager (an enabled
 * user with the role Manager whose franchiseeLocationId is the location and whose territories
 * hold it; the first by name when there are several), else the territory's owner (the
 * territory's `user_id`, enabled); null when the choice is to leave actions unassigned or nobody
 * fits.
 */
export function actionAssignee(
  choice: ActionAssignment,
  place: { locationId: string; territoryId: string },
  candidates: { users: readonly AssignableUser[]; ownerId: string },
): Assignee | null {
  if (choice === 'unassigned') return null;
  const enabled = candidates.users.filter((user) => !user.disabled && user.role);
  if (choice === 'managerElseOwner') {
    const manager = enabled
      .filter(
        (user) =>
          user.role === 'manager' &&
          user.franchiseeLocationId === place.locationId &&
          user.territoryIds.includes(place.territoryId),
      )
      .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid))[0];
    if (manager) return { uid: manager.uid, name: manager.name };
  }
  const owner = enabled.find((user) => user.uid === candidates.ownerId);
  return owner ? { uid: owner.uid, name: owner.name } : null;
}

/** `actions` assigned to `assignee` (unchanged when nobody is). */
export function assignActions(
  actions: readonly ComplianceAction[],
  assignee: Assignee | null,
): ComplianceAction[] {
  return actions.map((action) =>
    assignee ? { ...action, assigneeId: assignee.uid, assigneeName: assignee.name } : action,
  );
}
