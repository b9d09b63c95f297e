/**
 * The inspections job's decisions (./inspectionsDue.ts): a location is due by its own schedule
 * (src/features/compliance/schedule/model/pastDue.ts, the dashboard card's rule: never inspected,
 * or its last published report older than its `inspectionFrequencyDays`). Each due location
 * mails its inspector (the author of its last published report, when they can still receive
 * mail) and the territory's owner, once per due day (a new inspection starts a new cycle); a
 * location never inspected mails its owner once.
 */
import { buildMail, type BuiltMail, type TeamEmails } from '@/features/mail/model/buildMail';
import { isPastDue, nextInspectionDue } from '@/features/compliance/schedule/model/pastDue';
import { dayOf, distinct, JOB_SENDER, jobClock, mailPeople, userOf, type JobUser } from './people';

export interface InspectedLocation {
  id: string;
  name: string;
  territoryId: string;
  frequencyDays: number;
  /** Publishing time (ms) of the last published report, null when never inspected. */
  lastInspectedAt: number | null;
  /** That report's author, '' when never inspected. */
  inspectorId: string;
}

export function inspectionDueMails(
  day: string,
  locations: readonly InspectedLocation[],
  users: readonly JobUser[],
  owners: ReadonlyMap<string, string>,
  teams: TeamEmails,
  baseUrl: string,
): BuiltMail[] {
  const now = jobClock(day);
  return locations.flatMap((location) => {
    if (!isPastDue(location.lastInspectedAt, location.frequencyDays, now)) return [];
    const due = nextInspectionDue(location.lastInspectedAt, location.frequencyDays);
    const people = distinct([
      location.inspectorId ? userOf(users, location.inspectorId) : null,
      userOf(users, owners.get(location.territoryId) ?? ''),
    ]);
    const mail = buildMail(
      {
        type: 'inspectionDue',
        locationId: location.id,
        locationName: location.name,
        dueDay: due === null ? null : dayOf(due),
        people: mailPeople(people, 'inspectionDue'),
      },
      teams,
      JOB_SENDER,
      baseUrl,
    );
    return mail ? [mail] : [];
  });
}
