/**
 * The scheduled jobs' entry points (README "Deploying the schedules"): functions/src/index.ts
 * deploys each as an `onSchedule` function at its time in the franchisor's time zone, and
 * `node scripts/run-job.mjs <job> --date yyyy-MM-dd` runs the same function for any day against
 * the emulators. Every job judges by its day (./people.ts jobClock) and writes each mail under a
 * deterministic id with create(), so a second run of a day sends nothing twice.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { franchisorDay } from '@/features/reports/model/benchmarks';
import { runApprovalsDue } from './approvalsDue';
import { runDailyDigest } from './dailyDigest';
import { runExpiredOrders } from './expiredOrders';
import { runFollowUps } from './followUps';
import { runInspectionsDue } from './inspectionsDue';
import type { JobResult } from './jobMail';
import { runLateSales } from './lateSales';
import { runWeeklyDigest } from './weeklyDigest';

type Job = (db: Firestore, day: string) => Promise<JobResult>;

/** The mail jobs, each with its schedule (App Engine cron syntax, franchisor's time zone). */
export const MAIL_JOBS = {
  lateSales: { schedule: 'every day 07:00', run: runLateSales },
  expiredOrders: { schedule: 'every day 07:05', run: runExpiredOrders },
  // The weekly summary to the territories' owners goes out with Monday's run.
  followUps: { schedule: 'every day 07:10', run: runFollowUps },
  inspectionsDue: { schedule: 'every day 07:15', run: runInspectionsDue },
  approvalsDue: { schedule: 'every day 07:20', run: runApprovalsDue },
  weeklyDigest: { schedule: 'every monday 07:30', run: runWeeklyDigest },
  // Last, so the digest items the jobs above wrote for the day are in it.
  dailyDigest: { schedule: 'every day 07:45', run: runDailyDigest },
} as const satisfies Record<string, { schedule: string; run: Job }>;

/** The onSchedule handler of a job: today in the franchisor's time zone. */
export const scheduledRun = (run: Job) => async (): Promise<void> => {
  const result = await run(getFirestore(), franchisorDay(new Date()));
  console.log(JSON.stringify(result));
};
