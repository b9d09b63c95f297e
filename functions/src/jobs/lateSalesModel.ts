/**
 * The late-sales job's decisions (./lateSales.ts runs them): every enabled location with a day
 * of the window (src/features/reports/model/salesLate.ts) without a sales entry gets one mail
 * for the run day, listing those days, to its staff (franchise roles of its territory holding
 * Create Franchise Sales) and the territory's owner. A day before the location existed is not
 * late.
 */
import { buildMail, type BuiltMail, type TeamEmails } from '@/features/mail/model/buildMail';
import { lateDays, salesLateWindow } from '@/features/reports/model/salesLate';
import { distinct, JOB_SENDER, mailPeople, staffOf, userOf, type JobUser } from './people';

export interface SalesLocation {
  id: string;
  name: string;
  territoryId: string;
  /** The day the location was created (yyyy-MM-dd), or '' when unknown. */
  since: string;
}

export interface LateSalesInput {
  day: string;
  locations: readonly SalesLocation[];
  /** `<locationId>_<yyyy-MM-dd>` of every reported day of the window. */
  reported: ReadonlySet<string>;
  users: readonly JobUser[];
  /** territoryId -> the owner's uid. */
  owners: ReadonlyMap<string, string>;
  teams: TeamEmails;
  /** The app's address, the mails' links start with it. */
  baseUrl: string;
}

export function lateSalesMails(input: LateSalesInput): BuiltMail[] {
  const { baseUrl } = input;
  const window = salesLateWindow(input.day);
  return input.locations.flatMap((location) => {
    const days = window.filter((d) => location.since === '' || d >= location.since);
    const missing = lateDays([location.id], days, input.reported).map((l) => l.day);
    if (missing.length === 0) return [];
    const owner = userOf(input.users, input.owners.get(location.territoryId) ?? '');
    const people = distinct([
      owner,
      ...staffOf(input.users, location.territoryId, 'franchiseSales.create'),
    ]);
    const mail = buildMail(
      {
        type: 'salesLate',
        locationId: location.id,
        locationName: location.name,
        day: input.day,
        missingDays: [...missing].sort(),
        people: mailPeople(people, 'salesLate'),
      },
      input.teams,
      JOB_SENDER,
      baseUrl,
    );
    return mail ? [mail] : [];
  });
}
