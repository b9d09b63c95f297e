import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { moveCommentsOut } from '../../src/features/compliance/model/reportComments';
import { scoreReport, withoutVerdicts } from '../../src/features/compliance/model/scoring';
import type { ReportQuestion } from '../../src/features/compliance/model/types';
import { CREATED_AT, NORTH_TERRITORY, PERSONAS, setupRulesTests, userDoc } from './helpers';

/**
 * The query shapes of the compliance report lists, tab counts and bell
 * (src/features/compliance/reports/api/report-queries.ts) against the compliance_reports rules:
 * status ==, optional result / franchiseeLocationType ==, territoryId in [scope] for everyone but
 * the top roles, createdAt desc; and the bell's own-uid read marks.
 */
const t = setupRulesTests();

const GULF = 'territory-gulf';
const OTHER = 'territory-other';
const reports = (db: Firestore) => collection(db, 'compliance_reports');

const QUESTIONS: ReportQuestion[] = [
  {
    id: 'q1',
    question: 'Cooler at 41 °F',
    type: 'truck',
    typeName: 'Truck',
    weight: 5,
    order: 1,
    sectionId: 's1',
    sectionName: 'Cold Storage',
    section: 1,
    pass: true,
    isNotApplicable: false,
    comment: '',
    images: [],
  },
];

function stored(territoryId: string, overrides: DocumentData = {}): DocumentData {
  const { score, scoreName, result, resultName, passed, failed, notApplicable } =
    scoreReport(QUESTIONS);
  return {
    serialNo: 1,
    userId: PERSONAS.superAdmin.uid,
    franchiseeLocationId: `loc-${territoryId}`,
    franchiseeLocationType: 'truck',
    franchiseeLocationName: 'Truck',
    franchiseeLocationTypeName: 'Truck',
    territoryId,
    territoryName: territoryId,
    status: 'published',
    isDraft: false,
    highlightNotes: '',
    lowlightNotes: '',
    ...moveCommentsOut(withoutVerdicts(QUESTIONS)),
    readRecipients: [],
    score,
    scoreName,
    result,
    resultName,
    passed,
    failed,
    notApplicable,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    updatedAtTimestamp: 1,
    ...overrides,
  };
}

/** The owner's record names NORTH and GULF (as in the demo seed), not OTHER. */
async function seedWorld() {
  await t.seed({
    [`users/${PERSONAS.franchiseeOwner.uid}`]: userDoc(
      PERSONAS.franchiseeOwner.uid,
      'franchiseeOwner',
      {
        territoryIds: [NORTH_TERRITORY, GULF],
        assignedTerritories: ['North', 'Gulf'],
        franchiseeLocationId: PERSONAS.franchiseeOwner.franchiseeLocationId,
      },
    ),
    [`territories/${NORTH_TERRITORY}`]: { name: 'North', userIds: [PERSONAS.franchiseeOwner.uid] },
    [`territories/${GULF}`]: { name: 'Gulf', userIds: [PERSONAS.franchiseeOwner.uid] },
    [`territories/${OTHER}`]: { name: 'Other', userIds: [] },
    'compliance_reports/north': stored(NORTH_TERRITORY),
    'compliance_reports/gulf': stored(GULF, { result: 'pass' }),
    'compliance_reports/other': stored(OTHER),
    'compliance_reports/draft-north': stored(NORTH_TERRITORY, {
      status: 'draft',
      isDraft: true,
      serialNo: 0,
    }),
  });
}

const published = (db: Firestore, ...constraints: QueryConstraint[]) =>
  query(reports(db), where('status', '==', 'published'), ...constraints);
const newestFirst = orderBy('createdAt', 'desc');

describe('compliance report lists: query shapes', () => {
  it('lets a Franchisee Owner list all their territories in one territoryId in [...] query', async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    const q = published(db, where('territoryId', 'in', [NORTH_TERRITORY, GULF]), newestFirst);
    expect((await assertSucceeds(getDocs(q))).size).toBe(2);
    await assertSucceeds(getCountFromServer(q));
    await assertSucceeds(
      getDocs(
        published(
          db,
          where('result', '==', 'pass'),
          where('territoryId', 'in', [NORTH_TERRITORY, GULF]),
          newestFirst,
        ),
      ),
    );
  });

  it('refuses a Franchisee Owner an in [...] that names a territory not listing them', async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    await assertFails(
      getDocs(published(db, where('territoryId', 'in', [NORTH_TERRITORY, OTHER]), newestFirst)),
    );
    await assertFails(getCountFromServer(published(db)));
  });

  it('lets a Manager page, count and filter drafts by type within their territory', async () => {
    await seedWorld();
    const db = t.db('manager');
    const drafts = query(
      reports(db),
      where('status', '==', 'draft'),
      where('franchiseeLocationType', '==', 'truck'),
      where('territoryId', 'in', [NORTH_TERRITORY]),
      newestFirst,
      limit(26),
    );
    expect((await assertSucceeds(getDocs(drafts))).size).toBe(1);
    await assertSucceeds(getCountFromServer(drafts));
    await assertFails(
      getDocs(published(db, where('territoryId', 'in', [NORTH_TERRITORY, GULF]), newestFirst)),
    );
  });

  it('lets a top role list and count without a territory filter', async () => {
    await seedWorld();
    const db = t.db('fulfillment');
    expect((await assertSucceeds(getDocs(published(db, newestFirst)))).size).toBe(3);
    await assertSucceeds(getCountFromServer(published(db, where('result', '==', 'pass'))));
  });
});

describe('compliance report bell: read marks', () => {
  it('lets a reader add only their own uid, in scope', async () => {
    await seedWorld();
    const db = t.db('franchiseeOwner');
    await assertSucceeds(
      updateDoc(doc(db, 'compliance_reports', 'gulf'), {
        readRecipients: arrayUnion(PERSONAS.franchiseeOwner.uid),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'compliance_reports', 'other'), {
        readRecipients: arrayUnion(PERSONAS.franchiseeOwner.uid),
      }),
    );
    await assertFails(
      updateDoc(doc(db, 'compliance_reports', 'north'), {
        readRecipients: arrayUnion(PERSONAS.manager.uid),
      }),
    );
  });
});
