import { doc, getDoc, runTransaction, serverTimestamp } from 'firebase/firestore';
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
import { counterRef, reportRef } from './report-refs';

/** What a failed or DNQ report's mail needs: the team e-mails and the territory's owner. */
async function failureMailContext(
  territoryId: string,
): Promise<{ teams: TeamEmails; owner: MailPerson | null } | null> {
  try {
    const [teams, territory] = await Promise.all([
      getTeamEmails(db),
      getDoc(doc(db, 'territories', territoryId)),
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
 * Publishes: takes the next serial from counters/complianceReports and writes the report as
 * published, in one transaction (so two inspectors never share a number). Used by Submit (no
 * draft yet) and Publish (turns the draft with this id into the report). A failed or DNQ report
 * also mails the compliance team and the territory's owner in the same transaction. Needs the
 * network: transactions do not run from the offline cache. Returns the serial.
 */
export async function publishReport(id: string, fields: ReportFields): Promise<number> {
  const failed = fields.result === 'fail' || fields.result === 'dnq';
  const mailContext = failed ? await failureMailContext(fields.territoryId) : null;
  return runTransaction(db, async (tx) => {
    const counter = await tx.get(counterRef());
    const serialNo = counter.exists() ? (counter.get('value') as number) + 1 : 1;
    if (counter.exists())
      tx.update(counterRef(), { value: serialNo, updatedAt: serverTimestamp() });
    else tx.set(counterRef(), { value: serialNo, createdAt: serverTimestamp() });
    tx.set(reportRef(id), {
      ...fields,
      serialNo,
      status: 'published',
      isDraft: false,
      readRecipients: [],
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    if (mailContext && (fields.result === 'fail' || fields.result === 'dnq')) {
      const mail = buildMail(
        {
          type: 'complianceFailed',
          reportId: id,
          serialNo,
          locationName: fields.franchiseeLocationName,
          result: fields.result,
          owner: mailContext.owner,
        },
        mailContext.teams,
        fields.userId,
      );
      writeMail(db, tx, mail);
    }
    return serialNo;
  });
}
