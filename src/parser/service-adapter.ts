// Adapter from the parser library to the service's ResumeParser port.
// Until the parser pipeline lands (issue 4) parsing is reported as unavailable.
import { UnavailableError } from '../domain/errors.js';
import type { ResumeParser } from '../service/resume-parser.js';

export function createResumeParser(): ResumeParser {
  const unavailable = () => new UnavailableError('the résumé parser is not available yet');
  return {
    async parse() {
      throw unavailable();
    },
    matchJobs() {
      return [];
    },
    async close() {},
  };
}
