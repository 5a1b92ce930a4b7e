// Prints the plain closing line CI reads ("N passed, N failed, N skipped") from
// vitest's JSON report; vitest's own summary line is not one CI recognises.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync(new URL('../.vitest-report.json', import.meta.url), 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exitCode = report.numFailedTests > 0 || report.numPassedTests === 0 ? 1 : 0;
