// Public API of the résumé parser (DESIGN.md §6). Callers (service, CLI, server) use the
// pool; parseDocument is the same work in-process, for tests and the benchmark.
export { parseDocument, MAX_RESUME_BYTES, type ParseOptions } from './pipeline.js';
export { createParserPool, type ParserPool, type ParserPoolOptions } from './pool.js';
export type * from './types.js';
export { matchJobs } from './match.js';
