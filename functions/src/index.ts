/**
 * Harbor Ops' Cloud Functions (2nd gen): the server side that writes what browsers may not
 * (README "One domain code for the app and the server"). Every command is a callable in the one
 * region of src/lib/callables.ts; the Admin SDK reaches the emulators through
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST locally (scripts/emulators.mjs).
 *
 * Built by scripts/build-functions.mjs into functions/lib/index.js; the exports' names are the
 * callables' names (CALLABLES).
 */
import { initializeApp } from 'firebase-admin/app';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@/lib/callables';
import { changeOrderStatusHandler } from './orders/changeOrderStatus';
import {
  beginInventoryClosingHandler,
  completeInventoryCountHandler,
  reopenInventoryPeriodHandler,
  startInventoryPeriodHandler,
} from './inventory/inventoryPeriods';
import { answerStockTransferHandler, sendStockTransferHandler } from './inventory/stockTransfers';
import { FRANCHISOR_TIME_ZONE } from '@/features/reports/model/benchmarks';
import { benchmarksDailyHandler, recomputeBenchmarksHandler } from './reports/benchmarks';
import { rebuildSalesRollupsHandler } from './reports/salesRollups';
import { refreshCogsRollupsHandler } from './reports/cogsRollups';
import {
  answerRoyaltyStatementHandler,
  recordRoyaltyPaymentHandler,
  resolveRoyaltyDisputeHandler,
  royaltyStatementsDailyHandler,
  setRoyaltyRatesHandler,
} from './royalty/statements';
import { importSalesCsvHandler, saveSalesEntryHandler } from './sales/salesEntries';
import { notifyEventHandler } from './mail/notifyEvent';
import { publishComplianceReportHandler } from './compliance/publishReport';
import { sendApprovalRequestHandler } from './approvals/sendRequest';
import { updateComplianceReportHandler } from './compliance/updateReport';
import { decideApprovalRequestHandler } from './approvals/decideRequest';
import { announceSignUpHandler } from './users/announceSignUp';
import { MAIL_JOBS, scheduledRun } from './jobs/schedules';

initializeApp();
setGlobalOptions({ region: FUNCTIONS_REGION });

export const changeOrderStatus = onCall(changeOrderStatusHandler);
export const recomputeBenchmarks = onCall(recomputeBenchmarksHandler);
export const rebuildSalesRollups = onCall({ timeoutSeconds: 540 }, rebuildSalesRollupsHandler);
export const refreshCogsRollups = onCall(refreshCogsRollupsHandler);
export const saveSalesEntry = onCall(saveSalesEntryHandler);
export const importSalesCsv = onCall(importSalesCsvHandler);
export const startInventoryPeriod = onCall(startInventoryPeriodHandler);
export const completeInventoryCount = onCall(completeInventoryCountHandler);
export const beginInventoryClosing = onCall(beginInventoryClosingHandler);
export const reopenInventoryPeriod = onCall(reopenInventoryPeriodHandler);
export const sendStockTransfer = onCall(sendStockTransferHandler);
export const answerStockTransfer = onCall(answerStockTransferHandler);
export const answerRoyaltyStatement = onCall(answerRoyaltyStatementHandler);
export const resolveRoyaltyDispute = onCall(resolveRoyaltyDisputeHandler);
export const recordRoyaltyPayment = onCall(recordRoyaltyPaymentHandler);
export const setRoyaltyRates = onCall(setRoyaltyRatesHandler);
export const notifyEvent = onCall(notifyEventHandler);
export const publishComplianceReport = onCall(publishComplianceReportHandler);
export const sendApprovalRequest = onCall(sendApprovalRequestHandler);
export const updateComplianceReport = onCall(updateComplianceReportHandler);
export const decideApprovalRequest = onCall(decideApprovalRequestHandler);
export const announceSignUp = onCall(announceSignUpHandler);
// Not a callable: the daily job (`node scripts/run-job.mjs benchmarks --date` runs it locally).
export const benchmarksDaily = onSchedule(
  { schedule: 'every day 00:30', timeZone: FRANCHISOR_TIME_ZONE },
  benchmarksDailyHandler,
);
// Issues the statements of the month that ended (run-job: `royalty --date`).
export const royaltyStatementsDaily = onSchedule(
  { schedule: 'every day 00:15', timeZone: FRANCHISOR_TIME_ZONE },
  royaltyStatementsDailyHandler,
);
// The mail jobs of issue 27 (functions/src/jobs/schedules.ts; run-job: `<job> --date`).
const mailJob = (job: keyof typeof MAIL_JOBS) =>
  onSchedule(
    { schedule: MAIL_JOBS[job].schedule, timeZone: FRANCHISOR_TIME_ZONE },
    scheduledRun(MAIL_JOBS[job].run),
  );
export const lateSalesDaily = mailJob('lateSales');
export const expiredOrdersDaily = mailJob('expiredOrders');
export const followUpsDaily = mailJob('followUps');
export const inspectionsDueDaily = mailJob('inspectionsDue');
export const approvalsDueDaily = mailJob('approvalsDue');
export const weeklyDigestMonday = mailJob('weeklyDigest');
export const dailyDigestDaily = mailJob('dailyDigest');
