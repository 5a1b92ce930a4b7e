#!/usr/bin/env node
// How many regular expressions one parse runs, and what their first runs cost (issue 21, cold
// start). On a cold `parser parse`, V8 compiles every pattern the parse reaches the first time it
// runs (with --no-regexp-tier-up, as the CLI sets: bin/parse-v8-flags.js); in November 2026 a text
// PDF ran ~700 distinct patterns and their first runs took 70–100 ms of a ~450 ms parse. A new
// rule that adds patterns to every parse adds to that: compare the counts before and after.
//
// Every built-in that runs a pattern (match, replace, split, test, matchAll, search) goes through
// RegExp.prototype.exec when that is replaced, so wrapping it sees them all. The parse runs
// in-process on dist/'s modules (`npm run build` first), each file in a fresh process so that
// nothing is compiled yet; the count is a property of the code and the input, steady under load;
// the times are not.
//   node bench/parse/regex-census.mjs [FILE...] [--generated N] [--seed S] [--top 20] [--dist DIR]
// Without FILE, the corpus's rendercv-classic.pdf when ../shared is there, else N invented CVs
// (default 1) rendered as PDF by test/parser/generator.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const VALUED = new Set(['--generated', '--seed', '--top', '--dist', '--child']);
const positional = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !VALUED.has(all[i - 1]));
const dist = resolve(option('--dist', fileURLToPath(new URL('../../dist', import.meta.url))));

if (process.argv.includes('--child')) {
  await census(option('--child'));
} else {
  await main();
}

async function main() {
  const top = Number(option('--top', 20));
  const corpusCv = fileURLToPath(new URL('../../../shared/corpus/resumes/rendercv-classic.pdf', import.meta.url));
  let files = positional.map((f) => resolve(f));
  let scratch;
  if (files.length === 0 && !process.argv.includes('--generated') && existsSync(corpusCv)) files = [corpusCv];
  if (files.length === 0) {
    const { generateSet, cvToPdf } = await import('../../test/parser/generator/index.mjs');
    scratch = mkdtempSync(join(tmpdir(), 'recruit-census-'));
    for (const cv of generateSet(Number(option('--generated', 1)), Number(option('--seed', 7)))) {
      const file = join(scratch, `cv-${cv.seed}.pdf`);
      writeFileSync(file, cvToPdf(cv));
      files.push(file);
    }
  }
  const rows = [];
  for (const file of files) {
    // A fresh process per file, under the CLI's regular-expression flag: every pattern is compiled at its first run.
    const child = spawnSync(process.execPath, ['--no-regexp-tier-up', fileURLToPath(import.meta.url), '--child', file, '--dist', dist], { encoding: 'utf8' });
    if (child.status !== 0) {
      console.error(`${file}: ${child.stderr.trim()}`);
      process.exitCode = 1;
      continue;
    }
    rows.push({ file, ...JSON.parse(child.stdout) });
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  for (const r of rows) {
    console.log(`${r.file}\n  distinct patterns run: ${r.patterns}   runs: ${r.runs}   first runs: ${r.firstMs.toFixed(1)} ms   all runs: ${r.allMs.toFixed(1)} ms   parse: ${r.parseMs.toFixed(0)} ms`);
  }
  if (rows.length > 1) {
    const mean = (key) => rows.reduce((s, r) => s + r[key], 0) / rows.length;
    console.log(`\nmean of ${rows.length} files: distinct patterns ${mean('patterns').toFixed(1)}, first runs ${mean('firstMs').toFixed(1)} ms, all runs ${mean('allMs').toFixed(1)} ms`);
  }
  const last = rows.at(-1);
  if (last && top > 0) {
    console.log(`\nthe ${top} patterns whose first run took longest (${last.file}):`);
    for (const p of last.top.slice(0, top)) console.log(`  ${p.firstMs.toFixed(2).padStart(6)} ms  ×${String(p.runs).padEnd(5)} /${p.source.length > 110 ? `${p.source.slice(0, 110)}…` : p.source}/${p.flags}`);
  }
}

/** The child: one parse with RegExp.prototype.exec counted; prints JSON. */
async function census(file) {
  const { readFileSync } = await import('node:fs');
  const { parseDocument } = await import(pathToFileURL(join(dist, 'parser/index.js')).href);
  const bytes = new Uint8Array(readFileSync(file));
  const seen = new Map();
  const exec = RegExp.prototype.exec;
  let counting = false;
  RegExp.prototype.exec = function countedExec(subject) {
    if (!counting) return exec.call(this, subject);
    const t0 = performance.now();
    const result = exec.call(this, subject);
    const took = performance.now() - t0;
    const key = `${this.flags}\u0000${this.source}`;
    const entry = seen.get(key);
    if (entry) {
      entry.runs++;
      entry.allMs += took;
    } else {
      seen.set(key, { source: this.source, flags: this.flags, runs: 1, firstMs: took, allMs: took });
    }
    return result;
  };
  counting = true;
  const t0 = performance.now();
  await parseDocument({ bytes, fileName: file.split('/').pop() }, { ocr: false, face: false });
  const parseMs = performance.now() - t0;
  counting = false;
  RegExp.prototype.exec = exec;
  const entries = [...seen.values()];
  const sum = (key) => entries.reduce((s, e) => s + e[key], 0);
  process.stdout.write(JSON.stringify({
    patterns: entries.length,
    runs: sum('runs'),
    firstMs: sum('firstMs'),
    allMs: sum('allMs'),
    parseMs,
    top: entries.sort((a, b) => b.firstMs - a.firstMs).slice(0, 200),
  }));
}
