// What bin/recruit.js loads: the CLI and the early start of a local parse, from one module
// graph, so that the parser started early is the one the command then takes
// (./local-parser.ts). The build bundles this graph into dist/cli/cli.cjs, which takes the
// early start's modules from dist/cli/early.cjs (scripts/bundle-threads.mjs); without those
// files the launcher imports this module.
export { main } from './main.js';
export { startParserEarly } from './local-parser.js';
