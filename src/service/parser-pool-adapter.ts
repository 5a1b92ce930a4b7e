// Adapter from the parser library to the service's ResumeParser port: parsing runs in the
// worker pool (time and memory limits per file), job matching in process.
import type { ResumeParser } from './resume-parser.js';
import { createParserPool, type ParserPoolOptions } from '../parser/pool.js';
import { matchJobs } from '../parser/match.js';

export function createResumeParser(options: ParserPoolOptions = {}): ResumeParser {
  const pool = createParserPool(options);
  return {
    parse(file) {
      return pool.parse({ bytes: file.data, fileName: file.file_name }, { signal: file.signal });
    },
    extractText(file) {
      return pool.extractText({ bytes: file.data, fileName: file.file_name }, { signal: file.signal });
    },
    warmUp(formats) {
      pool.warmUp(formats);
    },
    matchJobs(document, jobs) {
      return matchJobs(document.fields, document.content, jobs);
    },
    close() {
      return pool.close();
    },
  };
}
