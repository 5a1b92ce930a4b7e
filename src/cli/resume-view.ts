// The human view of a parsed résumé: a card per CV — name, contact,
// address, skills, experience and education lists, languages, certificates, matched jobs
// with titles and scores, and warnings — as label/text pairs (no JSON in any cell); and the
// one line per file of a multi-file run. Pure: the résumé, its sections and its job
// matches come in; ./commands/parser.ts does the I/O.
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { ResumeSections, WorkEntry, EducationEntry } from '../domain/resume-sections.js';
import type { Pair } from './result.js';
import type { JobMatch } from '../service/job-matches.js';

export type { JobMatch } from '../service/job-matches.js';

export interface ResumeView {
  resume: ParsedResume;
  sections: ResumeSections;
  matches: JobMatch[];
  /** "7 IT / Software development" when the code book knows the category. */
  categoryName?: string | undefined;
}

/** "2019-03 – now", "2012 – 2016", "2019" or "". */
export function periodText(start: string, end: string, current: boolean): string {
  if (!start) return end;
  if (current || (!end && current)) return `${start} – now`;
  return end && end !== start ? `${start} – ${end}` : start;
}

function workLine(w: WorkEntry): string {
  const what = [w.position, w.employer].filter(Boolean).join(', ');
  const where = w.location ? ` (${w.location})` : '';
  return `${periodText(w.start, w.end, w.current).padEnd(17)} ${what}${where}`.trimEnd();
}

function educationLine(e: EducationEntry): string {
  const degree = [e.degree, e.area].filter(Boolean).join(' – ');
  const what = [degree, e.institution].filter(Boolean).join(', ');
  return `${periodText(e.start, e.end, false).padEnd(17)} ${what}`.trimEnd();
}

/** "memory:" URLs are placeholders for images nobody saved (no --images-dir): say so instead. */
function imageText(urls: readonly string[]): string {
  if (urls.length === 0) return '';
  if (urls.every((u) => u.startsWith('memory:'))) return `${urls.length} found, not saved (--images-dir DIR saves them)`;
  return `${urls.length}: ${urls[0]}${urls.length > 1 ? ' …' : ''}`;
}

/** What a recruiter should know is missing or doubtful. */
export function resumeWarnings(resume: ParsedResume): string[] {
  const { person } = resume;
  const warnings: string[] = [];
  if (!person.first && !person.last) warnings.push('no name found');
  else if (!person.last) warnings.push('no last name found (--create needs one)');
  if (person.email.length === 0 && person.phone.length === 0) warnings.push('no e-mail or phone found');
  const { unread } = resume;
  if (unread?.reason === 'ocr_time_limit') {
    warnings.push(`${pagesText(unread.pages)} of the scan not read: text recognition ran out of time (a busy machine? parse the file again)`);
  } else if (unread?.reason === 'garbled_text') {
    warnings.push(`${pagesText(unread.pages)} not read: the PDF's text is garbled (its fonts do not say which letters they draw) and text recognition is off`);
  } else if (unread?.reason === 'attachment') {
    warnings.push(`${pagesText(unread.pages)} scanned after the typed CV not read (attachments: certificates, references?)`);
  } else if (unread) {
    warnings.push(`${pagesText(unread.pages)} of the scan not read: text recognition reads the first pages only`);
  }
  // Pages left unread for a reason said above: their text is missing, not absent.
  const textMissing = unread?.reason === 'ocr_time_limit' || unread?.reason === 'garbled_text';
  if (resume.content.trim() === '' && !textMissing) warnings.push('no text found (an image without readable text?)');
  return warnings;
}

const pagesText = (n: number): string => (n === 1 ? '1 page' : `${n} pages`);

/** The card: one pair per line of information, empty ones left out. */
export function resumePairs(view: ResumeView): Pair[] {
  const { resume, sections, matches } = view;
  const { person } = resume;
  const address = [person.address.street, [person.address.zip, person.address.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const pairs: [string, string][] = [
    ['name', [person.first, person.last].filter(Boolean).join(' ')],
    ['e-mail', person.email.join(', ')],
    ['phone', person.phone.join(', ')],
    ['birth date', person.birth_date],
    ['address', address],
    ['category', view.categoryName ?? (person.category === null ? '' : String(person.category))],
    ['skills', person.tags.join(', ')],
    ['experience', sections.work.map(workLine).join('\n')],
    ['education', sections.education.map(educationLine).join('\n')],
    ['languages', sections.languages.map((l) => (l.fluency ? `${l.language} (${l.fluency})` : l.language)).join(', ')],
    ['certificates', sections.certificates.map((c) => [c.name, c.issuer, c.date].filter(Boolean).join(', ')).join('\n')],
    ['keywords', resume.keywords],
    ['jobs', matches.map((m) => `${String(m.id).padStart(4)}  ${m.title}  (score ${m.score.toFixed(1)})`).join('\n')],
    ['photo', imageText(person.face ? [person.face] : [])],
    ['images', imageText(resume.images)],
    ['warnings', resumeWarnings(resume).join('; ')],
  ];
  return pairs.filter(([, text]) => text !== '');
}

/** One line of a multi-file run: "✓ cv.pdf  Ada Example <ada@example.com>  3 jobs, best: Nurse (12.3)". */
export function resumeLine(file: string, resume: ParsedResume, matches: readonly JobMatch[]): string {
  const { person } = resume;
  const name = [person.first, person.last].filter(Boolean).join(' ') || '(no name)';
  const contact = person.email[0] ? ` <${person.email[0]}>` : person.phone[0] ? ` ${person.phone[0]}` : '';
  const best = matches[0];
  const jobs = best ? `  ${matches.length} job${matches.length === 1 ? '' : 's'}, best: ${best.title} (${best.score.toFixed(1)})` : '  no matching job';
  const warnings = resumeWarnings(resume);
  return `✓ ${file}  ${name}${contact}${jobs}${warnings.length ? `  ⚠ ${warnings.join('; ')}` : ''}`;
}
