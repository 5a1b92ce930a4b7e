#!/usr/bin/env node
// How many regular expressions one parse runs, and what their first runs cost (issue 21, cold
// start). On a cold `parser parse`, V8 compiles every pattern the parse reaches the first time it
// runs (with --no-regexp-tier-up, as the CLI sets: bin/parse-v8-flags.js); in November 2026 a text
// PDF ran ~700 distinct patterns and their first runs took 70–100 ms of a ~450 ms parse. A new
// rule that adds patterns to every parse adds to that: compare the counts before and after.
//
// Every built-in that runs a pattern (match, replace, split, test, matchAll, search) goes through
// RegExp.prototype.exec when that is replaced, so wrapping it sees them all. The parse runs
// in-process on the parse thread's bundle (dist/parser/parse-thread.cjs with its code cache, as
// `parser parse` runs it, under the CLI's V8 flags; `--modules`: dist/'s modules instead), each
// file in a fresh process so that nothing is compiled yet (`npm run build` first). The count is a
// property of the code and the input, steady under load; the times are not.
//   node bench/parse/regex-census.mjs [FILE...] [--generated N] [--seed S] [--top 20] [--by first|all|runs] [--modules] [--dist DIR]
// --by: what the top list is sorted by (default first: the time of the first run).
// Without FILE, the corpus's rendercv-classic.pdf when ../shared is there, else N invented CVs
// (default 1) rendered as PDF by test/parser/generator.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const option = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const VALUED = new Set(['--generated', '--seed', '--top', '--dist', '--child', '--by']);
const BY = { first: 'firstMs', all: 'allMs', runs: 'runs' }[option('--by', 'first')] ?? 'firstMs';
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
    // The CLI's flags (bin/parse-v8-flags.js) on the command line: V8 then accepts the bundle's code cache, made under them.
    const { PARSE_V8_FLAGS } = createRequire(import.meta.url)('../../bin/parse-v8-flags.js');
    const args = [...PARSE_V8_FLAGS.split(' '), fileURLToPath(import.meta.url), '--child', file, '--dist', dist, '--by', option('--by', 'first')];
    const child = spawnSync(process.execPath, process.argv.includes('--modules') ? [...args, '--modules'] : args,
      { encoding: 'utf8', maxBuffer: 64 << 20 });
    if (child.status !== 0) {
      console.error(`${file}: ${child.stderr.trim()}`);
      process.exitCode = 1;
      continue;
    }
    rows.push({ file, ...JSON.parse(child.stdout) });
    if (rows.length === 1) console.log(`parsed with ${rows[0].via}`);
  }
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  for (const r of rows) {
    console.log(`${r.file}\n  distinct patterns run: ${r.patterns} (never matched: ${r.unmatched}, their first runs ${r.unmatchedFirstMs.toFixed(1)} ms)   runs: ${r.runs}   first runs: ${r.firstMs.toFixed(1)} ms   all runs: ${r.allMs.toFixed(1)} ms   parse: ${r.parseMs.toFixed(0)} ms`);
  }
  if (rows.length > 1) {
    const mean = (key) => rows.reduce((s, r) => s + r[key], 0) / rows.length;
    console.log(`\nmean of ${rows.length} files: distinct patterns ${mean('patterns').toFixed(1)}, first runs ${mean('firstMs').toFixed(1)} ms, all runs ${mean('allMs').toFixed(1)} ms`);
  }
  const last = rows.at(-1);
  if (last && top > 0) {
    const what = { firstMs: 'whose first run took longest', allMs: 'whose runs took longest in all', runs: 'run most often' }[BY];
    console.log(`\nthe ${top} patterns ${what} (${last.file}):`);
    for (const p of last.top.slice(0, top)) console.log(`  first ${p.firstMs.toFixed(2).padStart(6)} ms  all ${p.allMs.toFixed(2).padStart(6)} ms  ×${String(p.runs).padEnd(6)} ✓${String(p.matches).padEnd(5)} /${p.source.length > 110 ? `${p.source.slice(0, 110)}…` : p.source}/${p.flags}`);
  }
}

/** The child: one parse with RegExp.prototype.exec counted; prints JSON. */
async function census(file) {
  const { readFileSync } = await import('node:fs');
  const bytes = new Uint8Array(readFileSync(file));
  const fileName = file.split('/').pop();
  const options = { ocr: false, face: false };
  const seen = new Map();
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function countedExec(subject) {
    const t0 = performance.now();
    const result = exec.call(this, subject);
    const took = performance.now() - t0;
    const key = `${this.flags}\u0000${this.source}`;
    const entry = seen.get(key);
    if (entry) {
      entry.runs++;
      entry.allMs += took;
      if (result) entry.matches++;
    } else {
      // Where it first ran: the first frame of the stack outside this file and the engine's own String methods.
      const where = new Error().stack.split('\n').slice(2).find((frame) => !frame.includes('regex-census') && !frame.includes('<anonymous>'))?.trim() ?? '';
      seen.set(key, { source: this.source, flags: this.flags, runs: 1, matches: result ? 1 : 0, firstMs: took, allMs: took, where });
    }
    return result;
  };
  // Counted from the loading of the parser's code on: its module-level code runs patterns too.
  const t0 = performance.now();
  let via = 'modules';
  if (process.argv.includes('--modules')) {
    const { parseDocument } = await import(pathToFileURL(join(dist, 'parser/index.js')).href);
    await parseDocument({ bytes, fileName }, options);
  } else {
    const loader = createRequire(import.meta.url)(join(dist, 'parser/bundle-loader.cjs'));
    const loaded = await loader.loadBundle('parse', { directory: join(dist, 'parser') });
    via = loaded.via;
    const result = await loaded.module.default({ input: { bytes, fileName }, options });
    if (!result?.ok) throw new Error(result?.error.message ?? 'no result');
  }
  const parseMs = performance.now() - t0;
  RegExp.prototype.exec = exec;
  const entries = [...seen.values()];
  const sum = (key) => entries.reduce((s, e) => s + e[key], 0);
  process.stdout.write(JSON.stringify({
    via,
    patterns: entries.length,
    runs: sum('runs'),
    firstMs: sum('firstMs'),
    // Patterns that ran and never matched: what a cheaper test before them (a script, a word, a digit) could spare.
    unmatched: entries.filter((e) => e.matches === 0).length,
    unmatchedFirstMs: entries.filter((e) => e.matches === 0).reduce((s, e) => s + e.firstMs, 0),
    allMs: sum('allMs'),
    parseMs,
    top: entries.sort((a, b) => b[BY] - a[BY]).slice(0, process.argv.includes("--all-patterns") ? undefined : 200),
  }));
}
