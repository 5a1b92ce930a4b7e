// V8 flags of `recruit parser parse` runs, shared by the launcher (./recruit.js) and the build
// (scripts/bundle-threads.mjs): V8 refuses a code cache made under other flags, so the
// parse thread's cache is made under these.
//
// A parse of a few résumés is short: V8 optimises functions that are merely warm and then
// exits, its optimising compiler busy on background threads. Four times the default budget
// before tier-up cut the CPU of a cold `parser parse cv.pdf` by ~10 % (0.86 → 0.76 s), and
// ~8 % again with the code cache (issue 14 item 8). Only there: the server and long runs
// such as a bulk import want their hot code optimised early.
export const PARSE_V8_FLAGS = '--interrupt-budget=270000';
