// Certificates and courses (issue 14 item 1): one per line of their section, with the year or
// month printed on it and the issuer when the line names one after a dash or comma
// ("AWS Certified Solutions Architect – Amazon Web Services, 2021").
import { findPeriod } from './periods.js';
import { isDetailLine } from './entries.js';
import type { CertificateEntry } from '../../domain/resume-sections.js';

export type { CertificateEntry } from '../../domain/resume-sections.js';

const DATE = /\(?\b((?:0?[1-9]|1[0-2])[./](?:19|20)\d{2}|(?:19|20)\d{2}(?:[.-](?:0?[1-9]|1[0-2]))?)\b\)?\.?/;
export const MAX_CERTIFICATES = 20;

function isoOf(raw: string): string {
  const [a = '', b] = raw.split(/[./-]/);
  if (b === undefined) return a;
  return a.length === 4 ? `${a}-${b.padStart(2, '0')}` : `${b}-${a.padStart(2, '0')}`;
}

export function readCertificates(lines: readonly string[]): CertificateEntry[] {
  const out: CertificateEntry[] = [];
  for (const raw of lines) {
    let line = raw.replace(/^[-–•·*▪►✓➢]\s*/u, '').trim();
    // Sentences describe a course, they do not name one; a line of 3 chars names nothing.
    if (line.length < 4 || line.length > 120 || (isDetailLine(raw) && !/^[-–•·*▪►✓➢]/u.test(raw.trim()))) continue;
    let date = '';
    const period = findPeriod(line);
    const single = line.match(DATE);
    if (period) {
      date = period.end || period.start;
      line = `${line.slice(0, period.index)} ${line.slice(period.index + period.length)}`;
    } else if (single) {
      date = isoOf(single[1]!);
      line = line.replace(single[0], ' ');
    }
    line = line.replace(/\s{2,}/g, ' ').replace(/^[\s,;:|\-–—]+|[\s,;:|\-–—]+$/gu, '').trim();
    if (!/\p{L}{2}/u.test(line)) continue;
    const [name = line, ...issuerParts] = line.split(/\s+[-–—|]\s+|,\s+(?=\p{Lu})/u);
    out.push({ name: name.trim(), issuer: issuerParts.join(', ').trim(), date });
    if (out.length >= MAX_CERTIFICATES) break;
  }
  return out;
}
