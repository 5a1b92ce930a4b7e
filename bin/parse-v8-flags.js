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
// - Not kept: --heap-growing-percent=300 spared a one-file run the full collection its thread's
//   teardown finished (its marking had started near the end of the parse), but a run of 100 CVs
//   then peaked at 429–435 MB against 393 MB (the target is 400 MB; 100 and 200 gave 404 and 401).
// Only there: the server and long runs such as a bulk import keep V8's defaults. The parser's
// pool sets them once its first thread has started, not at launch (src/parser/flag-gate.ts):
// a thread started under changed flags compiles Node's internals without their code cache.
// CommonJS like the launcher (./package.json); ES modules import the name all the same.
'use strict';

exports.PARSE_V8_FLAGS = '--interrupt-budget=270000 --no-regexp-tier-up';
