/**
 * Demo compliance reports for scripts/seed.mjs: 12 published reports (serials 1..12) over both
 * territories and both location types with every result (pass, fail, dnq), and 3 drafts.
 *
 * Pure: it takes the catalogue and the app's own `scoreReport` (src/features/compliance/model/
 * scoring.ts, loaded by the seed through Vite's runnerImport) and returns plain documents, so the
 * stored score, result and `grades` are exactly what the app and firestore.rules compute.
 */

const TYPE_NAMES = { restaurant: 'Restaurant', truck: 'Truck' };

/** Which questions fail, by plan: the report's intended result drives a deterministic choice. */
function failPlan(weighted, dnq, plan) {
  const byWeight = [...weighted].sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
  switch (plan) {
    case 'pass':
      // Two light misses: still well above 60.
      return new Set(byWeight.slice(-2).map((q) => q.id));
    case 'fail':
      // The heaviest half fails: well under 60, and no dnq question fails.
      return new Set(byWeight.slice(0, Math.ceil(byWeight.length / 2)).map((q) => q.id));
    case 'dnq':
      // One dnq question and one light miss: a good score that is still disqualified.
      return new Set([dnq[0]?.id, byWeight[byWeight.length - 1]?.id].filter(Boolean));
    default:
      return new Set();
  }
}

const FAIL_COMMENTS = [
  'Corrected during the visit; re-check next inspection.',
  'Manager informed; follow-up photo requested within 48 hours.',
  'Second time this quarter: retrain the shift on the standard.',
  'Log sheet missing for two days.',
];
const PASS_COMMENTS = ['Well done.', 'Checked twice, both fine.'];

/**
 * The report's questions for `location`, answered by `plan`: sections in the type's order, and one
 * question N/A when `withNotApplicable` is set.
 */
export function answerQuestions(catalogue, type, plan, { withNotApplicable = false } = {}) {
  const orderField = type === 'restaurant' ? 'orderInRestaurant' : 'orderInTruck';
  const sections = new Map(catalogue.sections.map((s) => [s.id, s]));
  const questions = catalogue.questions
    .filter((q) => q.type === type && sections.has(q.sectionId))
    .map((q) => ({ q, section: sections.get(q.sectionId) }))
    .sort((a, b) => a.section[orderField] - b.section[orderField] || a.q.order - b.q.order);
  const weighted = questions.map(({ q }) => q).filter((q) => q.weight !== 'dnq');
  const dnq = questions.map(({ q }) => q).filter((q) => q.weight === 'dnq');
  const failing = failPlan(weighted, dnq, plan);
  // A light question that does not fail becomes N/A (never a dnq one: that would hide a dnq plan).
  const notApplicable = withNotApplicable
    ? weighted.filter((q) => !failing.has(q.id)).sort((a, b) => a.weight - b.weight)[0]?.id
    : undefined;
  return questions.map(({ q, section }, index) => {
    const pass = !failing.has(q.id);
    const isNotApplicable = q.id === notApplicable;
    return {
      id: q.id,
      question: q.question,
      type,
      typeName: TYPE_NAMES[type],
      weight: q.weight,
      order: q.order,
      sectionId: section.id,
      sectionName: section.name,
      section: section[orderField],
      pass,
      isNotApplicable,
      comment: isNotApplicable
        ? ''
        : !pass
          ? FAIL_COMMENTS[index % FAIL_COMMENTS.length]
          : index % 7 === 0
            ? PASS_COMMENTS[index % PASS_COMMENTS.length]
            : '',
      images: [],
    };
  });
}

const NOTES = {
  pass: [
    'Clean line, complete temperature logs and a friendly, quick team at the window.',
    'Only two light misses, both fixed before we left.',
  ],
  fail: [
    'Guests were greeted quickly and the menu board is up to date.',
    'Cold holding and cleaning fell short: re-inspection within two weeks.',
  ],
  dnq: [
    'Service and branding were strong.',
    'A disqualifying temperature reading: the unit was emptied and repaired the same day.',
  ],
};

/**
 * Question entries as stored: the verdict lists are the answer (model/scoring.ts withoutVerdicts)
 * and the non-empty comments sit in one `comments` map by question id, which firestore.rules check
 * whole (model/reportComments.ts moveCommentsOut). Returns `{ questions, comments }`.
 */
function storedQuestions(questions) {
  const comments = {};
  const entries = questions.map((question) => {
    const entry = { ...question };
    delete entry.pass;
    delete entry.isNotApplicable;
    delete entry.comment;
    if (question.comment) comments[question.id] = question.comment;
    return entry;
  });
  return { questions: entries, comments };
}

/**
 * A compliance report document as the app stores it: the location's copies, the questions as
 * stored, the app's score of them and `at` as created and updated time. A draft has serial 0.
 * @param {object} input
 * @param {number} input.serialNo
 * @param {string} input.userId the author
 * @param {{ id: string, name: string, type: 'restaurant' | 'truck', territoryId: string, territoryName: string }} input.location
 * @param {boolean} input.isDraft
 * @param {[string, string]} input.notes highlight and lowlight notes
 * @param {object[]} input.questions answered questions (answerQuestions)
 * @param {(questions: object[]) => Record<string, any>} input.scoreReport the app's scoring
 * @param {string[]} input.readRecipients
 * @param {Date} input.at
 * @param {(date: Date) => unknown} input.timestamp converts a Date to the stored timestamp
 */
export function reportDocument({
  serialNo,
  userId,
  location,
  isDraft,
  notes: [highlightNotes, lowlightNotes],
  questions,
  scoreReport,
  readRecipients,
  at,
  timestamp,
}) {
  const scored = scoreReport(questions);
  return {
    serialNo,
    userId,
    franchiseeLocationId: location.id,
    franchiseeLocationType: location.type,
    franchiseeLocationName: location.name,
    franchiseeLocationTypeName: TYPE_NAMES[location.type],
    territoryId: location.territoryId,
    territoryName: location.territoryName,
    status: isDraft ? 'draft' : 'published',
    isDraft,
    highlightNotes,
    lowlightNotes,
    ...storedQuestions(questions),
    readRecipients,
    score: scored.score,
    scoreName: scored.scoreName,
    result: scored.result,
    resultName: scored.resultName,
    passed: scored.passed,
    failed: scored.failed,
    notApplicable: scored.notApplicable,
    createdAt: timestamp(at),
    updatedAt: timestamp(at),
    updatedAtTimestamp: Math.floor(at.getTime() / 1000),
  };
}

/**
 * @param {object} input
 * @param {{ sections: object[], questions: object[] }} input.catalogue complianceCatalogue
 * @param {(questions: object[]) => { score: number, scoreName: string, result: string, resultName: string, passed: string[], failed: string[], notApplicable: string[] }} input.scoreReport
 * @param {{ id: string, name: string, type: 'restaurant' | 'truck', territoryId: string, territoryName: string }[]} input.locations enabled locations, at least one per type
 * @param {{ superAdmin: string, fulfillment: string, owner: string, manager: string, employee: string }} input.uids
 * @param {Record<string, string[]>} input.territoryUsers per territory id, the uids of its staff
 * @param {(daysAgo: number) => Date} input.dateDaysAgo
 * @param {(date: Date) => unknown} input.timestamp converts a Date to the stored timestamp
 * @returns {{ reports: [string, object][], drafts: [string, object][], lastSerial: number }}
 */
export function buildComplianceReports({
  catalogue,
  scoreReport,
  locations,
  uids,
  territoryUsers,
  dateDaysAgo,
  timestamp,
}) {
  // [plan, location index, days ago, author, N/A]: 6 pass, 3 fail, 3 dnq; serial 12 is newest.
  const plans = [
    ['pass', 0, 58, 'superAdmin', false],
    ['fail', 1, 53, 'superAdmin', true],
    ['pass', 2, 47, 'fulfillment', false],
    ['dnq', 3, 41, 'superAdmin', false],
    ['pass', 1, 35, 'manager', true],
    ['fail', 2, 30, 'superAdmin', false],
    ['pass', 3, 24, 'fulfillment', true],
    ['dnq', 0, 19, 'manager', false],
    ['pass', 0, 13, 'superAdmin', false],
    ['fail', 3, 8, 'fulfillment', true],
    ['dnq', 2, 4, 'superAdmin', false],
    ['pass', 1, 1, 'manager', false],
  ];
  const reports = plans.map(([plan, locationIndex, days, author, withNotApplicable], i) => {
    const serialNo = i + 1;
    const location = locations[locationIndex % locations.length];
    const questions = answerQuestions(catalogue, location.type, plan, { withNotApplicable });
    // Read state: the top roles have read all but the newest three; territory staff the older half.
    const readRecipients = [
      ...(serialNo <= 9 ? [uids.superAdmin, uids.fulfillment] : []),
      ...(serialNo <= 6 ? (territoryUsers[location.territoryId] ?? []) : []),
    ];
    return [
      `compliance-report-${String(serialNo).padStart(3, '0')}`,
      reportDocument({
        serialNo,
        userId: uids[author],
        location,
        isDraft: false,
        notes: [serialNo % 5 === 0 ? '' : NOTES[plan][0], serialNo % 4 === 0 ? '' : NOTES[plan][1]],
        questions,
        scoreReport,
        readRecipients,
        at: dateDaysAgo(days),
        timestamp,
      }),
    ];
  });

  // Drafts: unfinished inspections, all questions still at their starting answer (pass).
  const draftPlans = [
    [0, 2, 'manager'],
    [1, 1, 'superAdmin'],
    [3, 0, 'fulfillment'],
  ];
  const drafts = draftPlans.map(([locationIndex, days, author], i) => {
    const location = locations[locationIndex % locations.length];
    return [
      `compliance-draft-${i + 1}`,
      reportDocument({
        serialNo: 0,
        userId: uids[author],
        location,
        isDraft: true,
        notes: [i === 0 ? 'Started before the lunch rush.' : '', ''],
        questions: answerQuestions(catalogue, location.type, 'none'),
        scoreReport,
        readRecipients: [],
        at: dateDaysAgo(days),
        timestamp,
      }),
    ];
  });

  return { reports, drafts, lastSerial: reports.length };
}
