import { getDoc } from 'firebase/firestore';
import {
  buildMail,
  getMailPerson,
  getTeamEmails,
  writeMail,
  type MailPerson,
  type TeamEmails,
} from '@/features/mail';
import { db } from '@/lib/firebase';
import type { ReportFields } from '../model/reportDoc';
import type { SignoffWrite } from '../../model/signoff';
import { writeSignoff } from '../../signoff';
import { publishReportIn } from './publish-report-transaction';
import { territoryDoc } from '@/data/territories';

/** What a failed or DNQ report's mail needs: the team e-mails and the territory's owner. */
async function failureMailContext(
  territoryId: string,
): Promise<{ teams: TeamEmails; owner: MailPerson | null } | null> {
  try {
    const [teams, territory] = await Promise.all([
      getTeamEmails(db),
      getDoc(territoryDoc(db, territoryId)),
    ]);
    const ownerId: unknown = territory.get('user_id');
    const ownerEmail: unknown = territory.get('user_email');
    const owner =
      typeof ownerId === 'string' && ownerId && typeof ownerEmail === 'string'
        ? await getMailPerson(db, ownerId, ownerEmail)
        : null;
    return { teams, owner };
  } catch (error) {
    console.warn('Team e-mails could not be read; the report is published without its mail', error);
    return null;
  }
}

/**
 * Publishes (Submit with no draft yet, or Publish of the draft with this id): serial, report and
 * its follow-up actions in one transaction (publish-report-transaction.ts), so two inspectors never
 * share a number; the counter names the report taking the number (`reportId`), since the rules
 * move it only together with that report. A failed or DNQ report also mails the compliance team
 * and the territory's owner in the same transaction, and the sign-off (signatures, start, end,
 * duration) goes with it too. Needs the network: transactions do not run from the offline cache.
 * Returns the serial.
 */
export async function publishReport(
  id: string,
  fields: ReportFields,
  signoff: SignoffWrite,
): Promise<number> {
  // Read for every publish: scoring again with today's catalogue weights in the transaction can
  // turn a draft's pass into a fail.
  const mailContext = await failureMailContext(fields.territoryId);
  return publishReportIn(db, id, fields, (tx, serialNo, written) => {
    writeSignoff(db, tx, signoff);
    if (!mailContext || (written.result !== 'fail' && written.result !== 'dnq')) return;
    const mail = buildMail(
      {
        type: 'complianceFailed',
        reportId: id,
        serialNo,
        locationName: written.franchiseeLocationName,
        result: written.result,
        owner: mailContext.owner,
      },
      mailContext.teams,
      fields.userId,
    );
    writeMail(db, tx, mail);
  });
}
