// Certificates and courses: one per line of their section, with the year or
// month printed on it and the issuer when the line names one after a dash or comma
// ("AWS Certified Solutions Architect – Amazon Web Services, 2021").
import { findPeriod } from './periods.js';
import { isDetailLine } from './entries.js';
import type { CertificateEntry } from '../../domain/resume-sections.js';
import { anyCase, LETTER_ANY_CASE } from '../classify/any-case.js';

export type { CertificateEntry } from '../../domain/resume-sections.js';

const DATE = /\(?\b((?:0?[1-9]|1[0-2])[./](?:19|20)\d{2}|(?:19|20)\d{2}(?:[.-](?:0?[1-9]|1[0-2]))?)\b\)?\.?/;
export const MAX_CERTIFICATES = 20;

function isoOf(raw: string): string {
  const [a = '', b] = raw.split(/[./-]/);
  if (b === undefined) return a;
  return a.length === 4 ? `${a}-${b.padStart(2, '0')}` : `${b}-${a.padStart(2, '0')}`;
}

// What names a certificate when no date is printed: the word itself, or an exam's acronym (LPIC, CCNA).
const CERT_WORD = /(certif|zertifi|licen[cs]|diplom|course|kurs|curs|corso|formation|formação|lehrgang|tanfolyam|szkoleni|tanúsítvány|tanusitvany|oklevél|bizonyítvány|certyfikat|attestation|exam|prüfung)/iu;
const ACRONYM = /(?<![\p{L}])\p{Lu}{2,}[\p{Lu}\d-]*(?![\p{L}])/u;
const BULLET = /^[-–•·*▪►✓➢]/u;
// Without the i flag, which made V8 slow to compile the letter classes; the same matches (../classify/any-case.ts).
const FUNCTION_WORDS = new RegExp(`(?<![${LETTER_ANY_CASE}])(${
  anyCase('the|a|an|to|by|is|for|of|with|in|me|der|die|das|von|zu|mit|für|le|la|les|de|pour|par|el|los|para|por|il|di|per|az|a|és')
})(?![${LETTER_ANY_CASE}])`, 'gu');

/** Lines that wrap on ("Certificate issued by the Linux" / "Professional Institute …") are joined. */
function joinWrapped(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /^\p{Ll}/u.test(line.trim()) && !/[.;:!?]$/.test(prev)) out[out.length - 1] = `${prev} ${line.trim()}`;
    else out.push(line);
  }
  return out;
}

/** A line that holds a date or period and no words: the date of the entry above it, printed on a line of its own. */
const dateOnly = (line: string): boolean => line.length <= 40 && (findPeriod(line) !== undefined || DATE.test(line)) && !/\p{L}{2}/u.test(line);

/** An entry's date printed on the line under it ("Course in …, Provider" ↵ "2021") is put back on its line. */
function withDatesOnEntries(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && prev.length <= 100 && dateOnly(line) && !dateOnly(prev) && findPeriod(prev) === undefined && !DATE.test(prev)) {
      out[out.length - 1] = `${prev}, ${line.trim()}`;
    } else out.push(line);
  }
  return out;
}

export function readCertificates(lines: readonly string[]): CertificateEntry[] {
  const out: CertificateEntry[] = [];
  for (const raw of withDatesOnEntries(joinWrapped(lines))) {
    const bullet = BULLET.test(raw.trim());
    let line = raw.replace(/^[-–•·*▪►✓➢]\s*/u, '').trim();
    // Sentences describe a course, they do not name one; a line of 3 chars names nothing.
    if (line.length < 4 || line.length > 100 || line.split(/\s+/).length > 12 || /^\p{Ll}/u.test(line)) continue;
    if (isDetailLine(line) && !bullet) continue;
    const dated = findPeriod(line) !== undefined || DATE.test(line);
    if (!dated && !bullet && !CERT_WORD.test(line) && !ACRONYM.test(line)) continue;
    if (/[.!?]$/.test(line) && line.split(/\s+/).length > 6) continue;
    // Three function words make prose ("issued by the … to prove"), not a certificate's name.
    if ((line.match(FUNCTION_WORDS) ?? []).length >= 3) continue;
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
    const [first = line, ...issuerParts] = line.split(/\s+[-–—|]\s+|,\s+(?=\p{Lu})/u);
    // "Provider, Course in …": the issuer printed first, as an employer before a title; the part that names a course or a
    // certificate is the name.
    const issuer = issuerParts.join(', ').trim();
    const swapped = issuerParts.length === 1 && !CERT_WORD.test(first) && CERT_WORD.test(issuer);
    out.push(swapped ? { name: issuer, issuer: first.trim(), date } : { name: first.trim(), issuer, date });
    if (out.length >= MAX_CERTIFICATES) break;
  }
  return out;
}
