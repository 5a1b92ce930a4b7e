#!/usr/bin/env node
// Trains the learned role classifier of work-entry header parts (title, employer, location, other)
// on invented CVs (test/parser/learn/work-headers.mjs over the generator's people and jobs; never the
// corpus) and writes data/models/work-part-role.json. Same seed and options → byte-identical file.
//   npm run build && node scripts/train-work-roles.mjs [--n 3000] [--seed 101] [--epochs 300] [--out data/models/work-part-role.json]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { examplesOf, workSections } from '../test/parser/learn/work-headers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const n = Number(arg('--n', 3000));
const seed = Number(arg('--seed', 101));
const epochs = Number(arg('--epochs', 300));
const out = arg('--out', `${ROOT}data/models/work-part-role.json`);

const { groupEntries } = await import(`${ROOT}dist/parser/sections/entries.js`);
const { labelRows } = await import(`${ROOT}dist/parser/sections/entry-labels.js`);
const { partFeatures } = await import(`${ROOT}dist/parser/learn/part-features.js`);
const { trainLinear, modelText } = await import(`${ROOT}dist/parser/learn/train-linear.js`);
const { classify } = await import(`${ROOT}dist/parser/learn/linear-model.js`);
const { WORK_ROLE_CLASSES, WORK_ROLE_MODEL } = await import(`${ROOT}dist/parser/learn/work-roles.js`);

const started = performance.now();
const { examples, skipped } = examplesOf(workSections(n, seed), { groupEntries, labelRows, partFeatures });
const built = performance.now();
const model = trainLinear(examples, { name: WORK_ROLE_MODEL, classes: WORK_ROLE_CLASSES, epochs });
const trained = performance.now();
const text = modelText(model);
writeFileSync(out, text);

const counts = Object.fromEntries(WORK_ROLE_CLASSES.map((c) => [c, examples.filter((e) => e.label === c).length]));
const right = examples.filter((e) => classify(model, e.features).label === e.label).length;
console.log(`${n} invented work sections (seed ${seed}; ${skipped} read into another number of entries, left out)`);
console.log(`${examples.length} header parts: ${JSON.stringify(counts)}`);
console.log(`examples ${((built - started) / 1000).toFixed(1)} s, training ${((trained - built) / 1000).toFixed(1)} s (${epochs} epochs)`);
console.log(`${Object.keys(model.weights).length} features, ${text.length} bytes → ${out}`);
// Held out: sections of other people and styles (another seed), never trained on.
const held = examplesOf(workSections(Math.ceil(n / 5), seed + 1000), { groupEntries, labelRows, partFeatures }).examples;
const heldRight = held.filter((e) => classify(model, e.features).label === e.label).length;
const percent = (a, b) => (100 * a / b).toFixed(1);
console.log(`accuracy: training ${percent(right, examples.length)} %, `
  + `held out ${percent(heldRight, held.length)} % (${held.length} parts)`);
