// V8 flags of `recruit parser parse` runs, shared by the launcher (./recruit.js) and the build
// (scripts/bundle-threads.mjs): V8 refuses a code cache made under other flags, so the
// threads' caches are made under these. Measured on cold parses (issue 14 item 8):
// - A parse of a few résumés is short: V8 optimises functions that are merely warm and then
//   exits, its optimising compiler busy on background threads. Four times the default budget
//   before tier-up cut the CPU of a cold `parser parse cv.pdf` by ~10 % (0.86 → 0.76 s), and
//   ~8 % again with the code cache.
// - The field extractors run hundreds of regular expressions once or a few times each. V8
//   first interprets a regular expression and compiles it to machine code only once it has
//   run often; compiled at once, a cold text PDF took 30–40 ms less (0.57 → 0.53 s, 0.47 →
//   0.44 s; --no-lazy-feedback-allocation and --always-sparkplug gained nothing).
// - The old generation may grow to four times its live size after a full collection (V8 chose
//   ~1.7× here): a cold parse of one CV made its second full collection start marking near its
//   end, and the thread's teardown then finished that marking (V8 completes a marking in progress
//   before it lets the heap go: 20–33 ms on a loaded machine, after the result was out). A run of
//   many files keeps collecting, each time at four times what is live (tens of MB, under the cap).
// Only there: the server and long runs such as a bulk import keep V8's defaults. The parser's
// pool sets them once its first thread has started, not at launch (src/parser/flag-gate.ts):
// a thread started under changed flags compiles Node's internals without their code cache.
// CommonJS like the launcher (./package.json); ES modules import the name all the same.
'use strict';

exports.PARSE_V8_FLAGS = '--interrupt-budget=270000 --no-regexp-tier-up --heap-growing-percent=300';
