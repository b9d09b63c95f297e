#!/usr/bin/env node
/**
 * Benchmark of the compliance report PDF: a report with 150 questions and 20 photos of
 * 1500x1500 px (the largest the form uploads), rendered by the app's own ReportPdfDocument with
 * @react-pdf/renderer in Node. Prints the time of each render and the file size, saves the PDF and,
 * when poppler's `pdftoppm` is installed, renders its pages to PNG for a look.
 *
 *   node scripts/bench-compliance-pdf.mjs [--out /tmp/compliance-bench] [--runs 3]
 *
 * The photos are JPEGs drawn on a canvas in Chromium (playwright-core, /usr/bin/chromium or
 * CHROMIUM_PATH): Node has no JPEG encoder of its own and the project adds no image library for a
 * benchmark. The .tsx document is loaded with Vite's runnerImport, as scripts/seed.mjs loads .ts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createElement } from 'react';
import { renderToBuffer } from '@react-pdf/renderer';
import { runnerImport } from 'vite';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const QUESTIONS = 150;
const PHOTOS = 20;
const PHOTO_SIZE = 1500;

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: path.join(os.tmpdir(), 'compliance-bench') },
    runs: { type: 'string', default: '3' },
  },
});

async function loadApp() {
  const opts = {
    configFile: false,
    logLevel: 'silent',
    root: ROOT,
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
  };
  const [{ module: pdfModule }, { module: scoring }] = await Promise.all([
    runnerImport(
      path.join(ROOT, 'src/features/compliance/reports/pdf/ReportPdfDocument.tsx'),
      opts,
    ),
    runnerImport(path.join(ROOT, 'src/features/compliance/model/scoring.ts'), opts),
  ]);
  return { ReportPdfDocument: pdfModule.ReportPdfDocument, scoreReport: scoring.scoreReport };
}

/** 20 distinct 1500x1500 JPEGs (gradients and shapes, so they compress like photos, not flat). */
async function makePhotos(cacheDir) {
  const cache = path.join(cacheDir, `photos-${PHOTOS}x${PHOTO_SIZE}.json`);
  if (existsSync(cache)) return JSON.parse(readFileSync(cache, 'utf8'));
  const { chromium } = await import('playwright-core');
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const photos = await page.evaluate(
      ({ count, size }) => {
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const ctx = canvas.getContext('2d');
        let seed = 7;
        const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
        const out = [];
        for (let n = 0; n < count; n++) {
          const hue = (n * 37) % 360;
          const g = ctx.createLinearGradient(0, 0, size, size);
          g.addColorStop(0, `hsl(${hue}, 55%, 35%)`);
          g.addColorStop(1, `hsl(${(hue + 60) % 360}, 60%, 70%)`);
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, size, size);
          for (let i = 0; i < 400; i++) {
            ctx.fillStyle = `hsla(${(hue + rand() * 120) % 360}, 60%, ${30 + rand() * 50}%, 0.35)`;
            ctx.beginPath();
            ctx.arc(rand() * size, rand() * size, 10 + rand() * 120, 0, Math.PI * 2);
            ctx.fill();
          }
          ctx.fillStyle = '#fff';
          ctx.font = 'bold 160px sans-serif';
          ctx.fillText(`Photo ${n + 1}`, 120, size / 2);
          out.push(canvas.toDataURL('image/jpeg', 0.85));
        }
        return out;
      },
      { count: PHOTOS, size: PHOTO_SIZE },
    );
    writeFileSync(cache, JSON.stringify(photos));
    return photos;
  } finally {
    await browser.close();
  }
}

const SECTIONS = [
  'Food Safety',
  'Cleanliness',
  'Cold Holding',
  'Hot Holding',
  'Equipment',
  'Guest Service',
  'Staff Hygiene',
  'Signage & Branding',
  'Waste & Recycling',
  'Documentation',
];

const COMMENTS = [
  'Walk-in cooler read 39 °F at 10:40; log complete for the morning.',
  'Two sanitizer buckets below 200 ppm; replaced during the visit.',
  'Fryer oil changed yesterday, filtered this morning. Good practice.',
  'Label missing on one container of prepped slaw; corrected on the spot.',
  'Manager on duty walked the line with the inspector and answered every question.',
];

function buildReport(scoreReport, photos) {
  let photoIndex = 0;
  const questions = Array.from({ length: QUESTIONS }, (_, i) => {
    const sectionIndex = i % SECTIONS.length;
    const weight = i % 25 === 3 ? 'dnq' : 1 + (i % 5);
    const isNotApplicable = i % 17 === 5;
    const pass = i % 7 !== 2 || weight === 'dnq';
    const images = [];
    // 20 photos over 12 questions: some questions carry two or three.
    if (i % 12 === 1 && photoIndex < PHOTOS) {
      const take = i % 24 === 1 ? 3 : 1;
      for (let k = 0; k < take && photoIndex < PHOTOS; k++) {
        images.push({ fileName: `photo-${photoIndex + 1}.jpg`, url: `bench://${photoIndex}` });
        photoIndex++;
      }
    }
    return {
      id: `q-${i + 1}`,
      question:
        i % 9 === 0
          ? `Question ${i + 1}: are all refrigerated seafood products stored at 41 °F or below, ` +
            'labelled with their delivery date and rotated first in, first out?'
          : `Question ${i + 1}: is the ${SECTIONS[sectionIndex].toLowerCase()} standard met?`,
      type: 'restaurant',
      typeName: 'Restaurant',
      weight,
      order: Math.floor(i / SECTIONS.length) + 1,
      sectionId: `section-${sectionIndex + 1}`,
      sectionName: SECTIONS[sectionIndex],
      section: sectionIndex + 1,
      pass,
      isNotApplicable,
      comment: i % 4 === 0 ? COMMENTS[i % COMMENTS.length] : '',
      images,
    };
  });
  // Any photos left over go to the last questions, so all 20 are in the document.
  for (let q = QUESTIONS - 1; photoIndex < PHOTOS; q--) {
    questions[q].images.push({
      fileName: `photo-${photoIndex + 1}.jpg`,
      url: `bench://${photoIndex}`,
    });
    photoIndex++;
  }
  const { score, scoreName, result, resultName } = scoreReport(questions);
  const loaded = Object.fromEntries(photos.map((src, n) => [`bench://${n}`, src]));
  // One broken photo: the PDF must still render, with a placeholder.
  loaded['bench://broken'] = null;
  questions[0].images.push({ fileName: 'missing.jpg', url: 'bench://broken' });
  return {
    report: {
      id: 'bench',
      serialNo: 12,
      userId: 'bench',
      franchiseeLocationId: 'location-bench',
      franchiseeLocationType: 'restaurant',
      franchiseeLocationName: 'North Coast Cafe',
      franchiseeLocationTypeName: 'Restaurant',
      territoryId: 'territory-north-coast',
      territoryName: 'North Coast',
      status: 'published',
      isDraft: false,
      highlightNotes:
        'Line was spotless at open, every cooler log was complete and the team greeted each ' +
        'guest within a minute. Allergen binder is up to date.',
      lowlightNotes:
        'Sanitizer concentration drifted low at two stations. Restock hand-wash sinks before ' +
        'the lunch rush and re-train the evening crew on the cooling log.',
      questions,
      readRecipients: [],
      score,
      scoreName,
      result,
      resultName,
      createdAt: new Date(2026, 10, 23, 10, 30),
      isSample: false,
    },
    photos: loaded,
  };
}

async function main() {
  const runs = Math.max(1, Number(args.runs) || 3);
  mkdirSync(args.out, { recursive: true });
  const { ReportPdfDocument, scoreReport } = await loadApp();
  const t0 = performance.now();
  const photos = await makePhotos(args.out);
  const photoMs = performance.now() - t0;
  const photoBytes = photos.reduce((sum, p) => sum + Math.round(((p.length - 23) * 3) / 4), 0);
  const { report, photos: loaded } = buildReport(scoreReport, photos);

  const times = [];
  let buffer;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    buffer = await renderToBuffer(createElement(ReportPdfDocument, { report, photos: loaded }));
    times.push(performance.now() - start);
  }
  const file = path.join(args.out, 'compliance-bench.pdf');
  writeFileSync(file, buffer);
  const sorted = [...times].sort((a, b) => a - b);
  const pages = (buffer.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  console.log(
    `photos: ${PHOTOS} JPEG ${PHOTO_SIZE}x${PHOTO_SIZE}, ${(photoBytes / 1e6).toFixed(1)} MB` +
      ` (made in ${Math.round(photoMs)} ms, cached in ${args.out})`,
  );
  console.log(
    `report: ${QUESTIONS} questions in ${SECTIONS.length} sections, score ${report.scoreName} (${report.resultName})`,
  );
  console.log(`render ms: ${times.map((t) => Math.round(t)).join(', ')}  (first = cold)`);
  console.log(`median ms: ${Math.round(sorted[Math.floor(sorted.length / 2)])}`);
  console.log(
    `pdf: ${file}, ${(buffer.length / 1e6).toFixed(2)} MB, ${pages} pages, starts ${buffer.subarray(0, 5).toString()}`,
  );
  try {
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(args.out, 'page')]);
    console.log(`pages as PNG: ${path.join(args.out, 'page-*.png')}`);
  } catch {
    console.log('pdftoppm not found: install poppler-utils to render the pages to PNG');
  }
}

await main();
