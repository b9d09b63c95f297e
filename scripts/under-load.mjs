#!/usr/bin/env node
/**
 * Runs a command while a CPU-heavy load runs beside it, so anyone can reproduce the busy machine
 * CI runs on (issue 24). Not part of `npm test`.
 *
 *   node scripts/under-load.mjs [--workers N] [--max-minutes M] -- <command> [args...]
 *   node scripts/under-load.mjs -- bash .ci/run
 *   node scripts/under-load.mjs --workers 4 -- npm run test:unit
 *
 * The load is N threads (default: one per core) that each spin a hash loop at normal priority,
 * so the command gets about cores / (cores + N) of the CPU. It stops when the command exits, or
 * after --max-minutes (default 120) if the command outlives that, and never touches the network.
 * Prints how long the command took and exits with its exit code.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, workerData } from 'node:worker_threads';

if (!isMainThread) {
  // A load thread: busy until its deadline, checking the clock between small batches of work.
  const { deadline } = workerData;
  let digest = Buffer.alloc(32);
  while (Date.now() < deadline) {
    for (let i = 0; i < 2000; i += 1) digest = createHash('sha256').update(digest).digest();
  }
} else {
  main();
}

function parseArgs(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? [] : argv.slice(0, split);
  const command = split === -1 ? argv : argv.slice(split + 1);
  const options = { workers: availableParallelism(), maxMinutes: 120 };
  for (let i = 0; i < own.length; i += 2) {
    const value = Number(own[i + 1]);
    if (own[i] === '--workers' && Number.isInteger(value) && value >= 0) options.workers = value;
    else if (own[i] === '--max-minutes' && value > 0) options.maxMinutes = value;
    else usage(`Unknown or invalid option ${own[i]} ${own[i + 1] ?? ''}`);
  }
  if (command.length === 0) usage('No command given.');
  return { options, command };
}

function usage(problem) {
  console.error(problem);
  console.error(
    'Usage: node scripts/under-load.mjs [--workers N] [--max-minutes M] -- <command> [args...]',
  );
  process.exit(2);
}

function main() {
  const { options, command } = parseArgs(process.argv.slice(2));
  const deadline = Date.now() + options.maxMinutes * 60_000;
  const workers = Array.from(
    { length: options.workers },
    () => new Worker(new URL(import.meta.url), { workerData: { deadline } }),
  );
  console.log(
    `[under-load] ${options.workers} busy thread(s) on ${availableParallelism()} core(s), ` +
      `at most ${options.maxMinutes} min; running: ${command.join(' ')}`,
  );
  const started = Date.now();
  const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
  const stopLoad = () => Promise.all(workers.map((worker) => worker.terminate()));
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('error', async (error) => {
    console.error(`[under-load] could not run ${command[0]}: ${error.message}`);
    await stopLoad();
    process.exit(127);
  });
  child.on('exit', async (code, signal) => {
    await stopLoad();
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`[under-load] ${command.join(' ')} exited ${code ?? signal} after ${seconds} s`);
    process.exit(code ?? 1);
  });
}
