/**
 * The contract between the app and its Cloud Functions (functions/src): the one region every
 * callable is deployed in and called at, and each callable's name with what it takes and returns.
 * Pure (no imports): the app's src/lib/firebase.ts and the server's functions/src/index.ts both
 * read it, so a name or region is written once.
 */

/** Region of every function: the server's setGlobalOptions() and the app's getFunctions(). */
export const FUNCTIONS_REGION = 'us-central1';

/** Callable names (the exported function names in functions/src/index.ts). */
export const CALLABLES = {
  changeOrderStatus: 'changeOrderStatus',
  recomputeBenchmarks: 'recomputeBenchmarks',
  rebuildSalesRollups: 'rebuildSalesRollups',
  refreshCogsRollups: 'refreshCogsRollups',
  saveSalesEntry: 'saveSalesEntry',
  importSalesCsv: 'importSalesCsv',
  answerRoyaltyStatement: 'answerRoyaltyStatement',
  resolveRoyaltyDispute: 'resolveRoyaltyDispute',
  recordRoyaltyPayment: 'recordRoyaltyPayment',
  setRoyaltyRates: 'setRoyaltyRates',
  startInventoryPeriod: 'startInventoryPeriod',
  completeInventoryCount: 'completeInventoryCount',
  beginInventoryClosing: 'beginInventoryClosing',
  reopenInventoryPeriod: 'reopenInventoryPeriod',
  sendStockTransfer: 'sendStockTransfer',
  answerStockTransfer: 'answerStockTransfer',
  notifyEvent: 'notifyEvent',
  publishComplianceReport: 'publishComplianceReport',
  sendApprovalRequest: 'sendApprovalRequest',
  updateComplianceReport: 'updateComplianceReport',
  decideApprovalRequest: 'decideApprovalRequest',
  announceSignUp: 'announceSignUp',
} as const;

/**
 * `changeOrderStatus`: moves an order from `from` (the status the caller saw) to `to`, with the
 * revision entry, notification, approval mail and item sales day totals in one transaction.
 */
export interface ChangeOrderStatusRequest {
  orderId: string;
  from: string;
  to: string;
  notes?: string;
}

export interface ChangeOrderStatusResult {
  orderId: string;
  status: string;
  /** Revisions on the order after the change. */
  revisionCount: number;
}

/** The events whose mail the app asks for after its own write (`notifyEvent`). */
export type NotifyEventKind = 'orderSubmitted' | 'approvalAssigned';

/**
 * `notifyEvent`: called by the app right after the write of an event succeeded (an order placed,
 * an approval request handed to another reviewer; what a callable does, it mails itself). The
 * server reads the record, checks that the event happened and that the caller caused it, and
 * writes its mail once (a second call writes nothing).
 */
export interface NotifyEventRequest {
  kind: NotifyEventKind;
  recordId: string;
}

export interface NotifyEventResult {
  /** The event's mail id; null when nobody is to be told. */
  mailId: string | null;
  /** The mail was written by this call (false: nobody to mail now, or already written). */
  mailed: boolean;
  /** Daily digest entries written by this call. */
  digestItems: number;
}

/**
 * `recomputeBenchmarks` (no input; top roles only): recomputes and writes the system benchmarks
 * of every standard period of today, in the franchisor's time zone (the daily job, run now).
 */
export interface RecomputeBenchmarksResult {
  /** The day (yyyy-MM-dd) the standard periods were computed for. */
  asOf: string;
  /** How many periods' documents were written. */
  periods: number;
}

/**
 * `rebuildSalesRollups` (top roles only): recomputes the sales rollups (sales_rollups,
 * territory_sales_rollups) of one franchise location and its territory, or of every location, for
 * every month and ISO week with a day from `from` to `to` (yyyy-MM-dd), from the sales entries and
 * approved refunds, and the COGS rollups (cogs_period_rollups) of the inventory periods with a day
 * in the range, from the periods' counts, movements, orders and sales days.
 */
export interface RebuildSalesRollupsRequest {
  locationId?: string;
  from: string;
  to: string;
}

export interface RebuildSalesRollupsResult {
  /** Rollup documents written. */
  rollups: number;
  /** Stored rollups deleted: their period has no record left. */
  removed: number;
  /** Months and ISO weeks recomputed. */
  periods: number;
  /** COGS rollups written (one per inventory period). */
  cogsRollups: number;
  /** Item sales rollup documents written (item_sales_rollups). */
  itemRollups: number;
  /** Stored item sales rollups (both levels) deleted: their period has no delivery day left. */
  itemRollupsRemoved: number;
  /**
   * Territory item sales rollup documents written (territory_item_sales_rollups), each with its
   * type rollup (territory_item_type_rollups).
   */
  territoryItemRollups: number;
  /** Week documents of reported days written (territory_sales_days). */
  salesDayWeeks: number;
}

/**
 * `refreshCogsRollups`: recomputes the COGS rollups of a period's location after its waste
 * changed (a browser write), for those who may enter waste on the period.
 */
export interface RefreshCogsRollupsRequest {
  reportId: string;
}

export interface RefreshCogsRollupsResult {
  /** COGS rollups written. */
  rollups: number;
}

/**
 * One day's sales as typed in the form or mapped from a CSV row: the text of each cell (the
 * server checks it with the app's own checks, src/features/reports/model/salesEntry.ts).
 */
export interface SalesDayCells {
  date: string;
  gross: string;
  discounts: string;
  refunds: string;
  transactions: string;
}

/**
 * `saveSalesEntry`: reports one day of a franchise location (sales_entries/{locationId}_{day});
 * a day already reported is replaced only with `replace`.
 */
export interface SaveSalesEntryRequest {
  locationId: string;
  day: SalesDayCells;
  replace: boolean;
}

export interface SaveSalesEntryResult {
  /** The day saved (yyyy-MM-dd). */
  date: string;
  /** It replaced a day already reported. */
  replaced: boolean;
}

/**
 * `importSalesCsv`: every row of a POS file for one location, all written in one commit or none.
 * A file with bad rows is refused (invalid-argument) with every row's errors in the error's
 * `details.rows` (SalesRowError[]).
 */
export interface ImportSalesCsvRequest {
  locationId: string;
  rows: SalesDayCells[];
  replace: boolean;
}

export interface ImportSalesCsvResult {
  /** Days written. */
  imported: number;
  /** Of those, days that replaced a reported one. */
  replaced: number;
}

/** One refused row of an import: its line in the file (the header is line 1) and its errors. */
export interface SalesRowError {
  line: number;
  errors: string[];
}

/**
 * `answerRoyaltyStatement`: the location's Franchisee Owner or Manager confirms (invoiced, due in
 * PAYMENT_TERMS_DAYS, its month locked) or disputes (with a comment) revision `revision` of a
 * statement. Refused (`aborted`) when the statement changed since that revision.
 */
export type AnswerRoyaltyStatementRequest =
  | { statementId: string; revision: number; answer: 'confirm' }
  | { statementId: string; revision: number; answer: 'dispute'; comment: string };

/**
 * `resolveRoyaltyDispute` (top roles): upholds a disputed statement, or adjusts its net sales by
 * `adjustmentCents` (signed), with a reason either way; both send it back to the franchisee.
 */
export type ResolveRoyaltyDisputeRequest =
  | { statementId: string; revision: number; resolution: 'uphold'; reason: string }
  | {
      statementId: string;
      revision: number;
      resolution: 'adjust';
      reason: string;
      adjustmentCents: number;
    };

/** `recordRoyaltyPayment` (top roles): money received against a confirmed statement. */
export interface RecordRoyaltyPaymentRequest {
  statementId: string;
  amountCents: number;
  /** The day it came in (yyyy-MM-dd), not in the future. */
  date: string;
  reference: string;
}

/** A statement's status and revision after an answer, resolution or payment. */
export interface RoyaltyStatementResult {
  status: 'issued' | 'disputed' | 'confirmed';
  revision: number;
}

/**
 * `setRoyaltyRates` (top roles): a location's royalty and ad-fund rates in force from month
 * `from` (yyyy-MM, this month or later), replacing a version starting in the same month.
 */
export interface SetRoyaltyRatesRequest {
  locationId: string;
  from: string;
  royaltyBps: number;
  adFundBps: number;
}

export interface SetRoyaltyRatesResult {
  locationId: string;
  /** Versions the location has now. */
  versions: number;
}

/** What the royalty job did for a day: the month it issued and the statements it wrote. */
export interface IssueStatementsResult {
  month: string;
  issued: number;
  reissued: number;
}

/**
 * `startInventoryPeriod`: starts a counting period of a franchise location (its staff, in their
 * territories), its opening count in progress and pre-filled with the last closing count; refused
 * while the location has a period that is not closed.
 */
export interface StartInventoryPeriodRequest {
  locationId: string;
  name: string;
  /** Where the location receives its orders (a delivery location of its territory). */
  deliveryLocationId?: string;
}

export interface StartInventoryPeriodResult {
  reportId: string;
  /** Opening lines copied from the last closing count (0 for a first period). */
  copiedLines: number;
}

/**
 * `completeInventoryCount`: completes the opening or closing count in progress, refused unless
 * every line is counted (or marked zero) and every line far from expected has a recount or a note.
 */
export interface CompleteInventoryCountRequest {
  reportId: string;
  count: 'opening' | 'closing';
}

/** `beginInventoryClosing` and `reopenInventoryPeriod` (a top role, a closed period): the period. */
export interface InventoryPeriodRequest {
  reportId: string;
}

/**
 * `sendStockTransfer`: stock leaves the caller's unfinished period for another location; it
 * moves on neither side until that location accepts it (answerStockTransfer).
 */
export interface SendStockTransferRequest {
  reportId: string;
  itemId: string;
  /** Eaches, or lb of a weighed item. */
  quantity: number;
  /** yyyy-MM-dd it left. */
  date: string;
  toLocationId: string;
}

export interface SendStockTransferResult {
  transferId: string;
}

/**
 * `answerStockTransfer`: the receiving location accepts (into its unfinished period) or refuses
 * (saying why) a waiting transfer; its sender may withdraw it until then.
 */
export interface AnswerStockTransferRequest {
  transferId: string;
  answer: 'accept' | 'refuse' | 'withdraw';
  refusal?: string;
}

export interface AnswerStockTransferResult {
  transferId: string;
  status: 'accepted' | 'refused' | 'withdrawn';
}

/** What the three inventory steps answer: the period's status after the step. */
export interface InventoryStepResult {
  reportId: string;
  status: 'openingInProgress' | 'open' | 'closingInProgress' | 'closed';
  reopenCount: number;
}

/**
 * The sign-off sent with a publish: the drawn signatures ('' or a PNG data URL), the manager's
 * name under theirs, and when the inspection started (ms since the epoch). The server names the
 * inspector from their profile and stamps the end.
 */
export interface PublishSignoff {
  inspectorSignature: string;
  managerName: string;
  managerSignature: string;
  startedAt: number;
}

/**
 * `publishComplianceReport`: publishes the caller's saved draft `reportId` (Submit or Publish):
 * scored by the server against the catalogue, the next serial, the sign-off, one follow-up action
 * per failed question (assigned at once by the compliance setting) and their mails, in one
 * transaction. A retry for a report already published writes nothing and answers its serial.
 */
export interface PublishComplianceReportRequest {
  reportId: string;
  signoff: PublishSignoff;
}

export interface PublishComplianceReportResult {
  reportId: string;
  serialNo: number;
  result: 'pass' | 'fail' | 'dnq';
  /** Follow-up actions written by this call. */
  actions: number;
  /** The report was published before this call, which wrote nothing. */
  alreadyPublished: boolean;
}

/**
 * `sendApprovalRequest`: sends the caller's saved draft (submitted) or returned request
 * (resubmitted) as stored (the form saves it first): checked with the form's own definitions, its
 * files, place, requester name, due date and assignee set by the server, with its history entry
 * and the reviewers' and assignee's mails, in one transaction. A retry for a request the caller
 * already sent writes nothing.
 */
export interface SendApprovalRequestRequest {
  requestId: string;
  /** A resubmission's "What you changed" ('' for none). */
  notes: string;
  /** The sender's IANA time zone: their dates are its midnights, the due date its day's start. */
  timeZone: string;
}

export interface SendApprovalRequestResult {
  requestId: string;
  status: 'submitted' | 'resubmitted';
  /** The routing table's reviewer; null when nobody is routed (a top role assigns it). */
  assigneeId: string | null;
  /** The request was sent before this call, which wrote nothing. */
  alreadySent: boolean;
}

/**
 * The answers of an edited published report as the form has them, in the stored report's shape
 * (src/features/compliance/model/reportComments.ts storedReport): the verdict lists of
 * "questionId:weight" entries (the server reads the ids only: weights are the catalogue's), the
 * non-empty comments by question id, each question's photos, and the notes.
 */
export interface ComplianceReportAnswers {
  passed: string[];
  failed: string[];
  notApplicable: string[];
  comments: Record<string, string>;
  questions: { id: string; images: { fileName: string; url: string }[] }[];
  highlightNotes: string;
  lowlightNotes: string;
}

/**
 * `updateComplianceReport`: saves the edit of published report `reportId` (Update), in one
 * transaction: scored by the server against the catalogue (the report's own questions), serial,
 * author, place, creation and readers kept; follow-up actions created (assigned at once by the
 * compliance setting) for questions failing now and resolved for those that no longer fail; the
 * failure mail when the edit turns a pass into Fail or DNQ. Authors and corporate editors only.
 */
export interface UpdateComplianceReportRequest {
  reportId: string;
  answers: ComplianceReportAnswers;
}

export interface UpdateComplianceReportResult {
  reportId: string;
  serialNo: number;
  result: 'pass' | 'fail' | 'dnq';
  /** Follow-up actions this edit created. */
  actionsCreated: number;
  /** Open follow-up actions this edit closed as resolved (their question no longer fails). */
  actionsResolved: number;
}

/**
 * `decideApprovalRequest`: a reviewer approves, denies (notes required) or returns for revision
 * (notes required) an open request: the history entry named from their profile, a return's
 * revision notes and reviewed values, the requester's mail and, for an approved refund, its
 * sales adjustment and sales rollups, in one transaction. A retry of the caller's decision writes
 * nothing.
 */
export interface DecideApprovalRequestRequest {
  requestId: string;
  action: 'approve' | 'deny' | 'requestRevision';
  notes: string;
}

export interface DecideApprovalRequestResult {
  requestId: string;
  status: 'approved' | 'denied' | 'revisionRequested';
  /** The caller had made this decision before this call, which wrote nothing. */
  alreadyDecided: boolean;
}

/**
 * `announceSignUp` (no input): called by the app right after a new user's own profile was created
 * without a role. The server checks that the caller is waiting for a role and tells everyone who
 * may give them one (sign_up_notifications, the header bell), once per person: a second call
 * writes nothing.
 */
export interface AnnounceSignUpResult {
  /** People who may give the caller a role. */
  recipients: number;
  /** Notifications written by this call. */
  written: number;
}
