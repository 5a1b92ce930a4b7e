#!/usr/bin/env node
// Job matching: BM25 of a CV's terms against N active jobs, as
// LocalService.parseResume runs it on every parse. Prints the first call (every job advert
// tokenised) and the warm median (job documents cached per job object, which the service
// keeps while the job list is unchanged), and their ratio, measured in the same run.
// Jobs and the CV profile are generated (fictitious). Build first: node bench/match/index.mjs [--jobs 2000] [--runs 50]
import { scoreJobs, matchJobs } from '../../dist/parser/match.js';

const arg = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
const jobCount = arg('--jobs', 2000);
const runs = arg('--runs', 50);

const WORDS = ('python java react docker kubernetes nurse teacher hotel customer service sales accounting payroll excel '
  + 'warehouse forklift driver care patient wound design figma marketing seo reception guests lesson classroom').split(' ');
const word = (i) => WORDS[i % WORDS.length];
const jobs = Array.from({ length: jobCount }, (_, i) => ({
  id: i + 1,
  title: `${word(i)} ${word(i * 7 + 3)} specialist`,
  category: [(i % 28) + 1],
  text: Array.from({ length: 120 }, (_, k) => word(i + k * 3)).join(' '),
}));
const profile = { tags: ['Python', 'Docker', 'React', 'Kubernetes'], keywords: 'Python, Docker, React, Kubernetes, Software Engineer, English', category: 1 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
let t = performance.now();
scoreJobs(profile, '', jobs);
const cold = performance.now() - t;
const warm = [];
for (let r = 0; r < runs; r++) {
  t = performance.now();
  matchJobs(profile, '', jobs);
  warm.push(performance.now() - t);
}
console.log(`job matching over ${jobCount} generated jobs, ${runs} warm runs`);
console.log(`  first call (tokenises every advert): ${cold.toFixed(1)} ms`);
console.log(`  warm median:                         ${median(warm).toFixed(2)} ms  (${(median(warm) / cold * 100).toFixed(1)} % of the first call)`);
console.log(`  matches: ${matchJobs(profile, '', jobs).length} (at most 10)`);
