// Birth date: a full date that is labelled as one, or stands alone in the contact block.
// The guard that matters most: a job's or school's period ("03.2015 – 12.2019",
// "12 May 2019 - present") is never a birth date.
import type { CvDocument } from './document.js';
import { findDates, foldForDates } from './dates.js';
import { pickBest, type Feature } from '../classify/score.js';
import { isContactHeading } from './headings.js';
import { hijriCalendarOf, type HijriCalendar } from './hijri.js';

interface DateCandidate {
  iso: string;
  /** The folded segment the date was found in, split around the date. */
  before: string;
  after: string;
  /** The folded line above, for labels printed on their own line ("Date of birth" ↵ 01.01.1990). */
  previous: string;
  /** A personal-details heading stands at most three lines above (the block's other lines between). */
  underPersonalHeading: boolean;
  /** Position of the line in the CV, 0..1. */
  position: number;
  lineIndex: number;
  /** How many lines print this same date (page footers repeat theirs). */
  repeats: number;
  /** The newest year the CV mentions: a birth date is at least 14 years before it. */
  newestYear: number;
  /** How many different years the CV mentions (one means the birth year is all there is). */
  distinctYears: number;
}

// Czech and Slovak ("nar."), Romanian, Swedish, Danish and Norwegian, Turkish labels among them (folded: ø has no fold).
const BIRTH_LABEL = /(\bage\s*:|\balter\s*:|date of birth|place of birth|\bof birth|birth ?date|birthday|born|\bdob\b|d\.o\.b|geburtsdatum|geburtstag|geboren|\bgeb\.|szuletesi|szul\.|szuletett|\bnee? le\b|\bne\(e\) le|date de naissance|fecha de nacimiento|nacid[oa]|nascid[oa]|\bur\.|data di nascita|nat[oa] (il|a)|data urodzenia|urodzon[ya]|data de nascimento|geboortedatum|narozen|\bnar\.|datum narodenia|narodeny|narodena|data nasterii|nascut[aă]?|fodelsedatum|\bfodd\b|fødselsdato|\bfødt\b|dogum tarihi|\bdogum\b|生年月日|出生日期|出生年月|생년월일|تاریخ تولد|متولد|تاريخ الميلاد|תאריך לידה|תאריך הולדת)/;
// A personal-details heading right before the date: a form whose label column was lost
// ("Personal information 02/03/1991 Lakeside …") still starts with the birth date.
const PERSONAL_HEADING = new RegExp(String.raw`^\W*(${[
  'personal (information|details|data|info)|personliche (daten|angaben)|donnees personnelles|informations personnelles',
  'datos personales|dati personali|szemelyes adatok|dane osobowe|persoonlijke gegevens|dados pessoais',
].join('|')})\W*$`);
const RANGE_AFTER = /^\s*(-|–|—|to\b|till\b|until\b|bis\b|a\b|au\b|al\b|–)\s*(\d|present|current|now|today|heute|jelenleg|aujourd|actuel|oggi|presente|actualidad|obecnie|ongoing|[a-z]{3,}\.?\s*\d{2,4})/;
const RANGE_BEFORE = /(-|–|—|\bto|\bbis|\bsince|\bseit|\bfrom|\bvon|\bab|\bdu|\bdesde|\bdal|\bod|\bsince|\bsita)\s*$/;
const NOT_BIRTH = /(generated|updated|last update|printed|signed|dated|stand|issued|valid|expires|expiry|^\s*(datum|date)\s*:|\bon\s*$)/;

const FEATURES: Feature<DateCandidate>[] = [
  [(c) => BIRTH_LABEL.test(c.before), 10, 'labelled'],
  [(c) => BIRTH_LABEL.test(c.after.slice(0, 12)), 4, 'label-after'],
  // German CVs mark the birth date with an asterisk: "* 12.03.1985 in Berlin".
  [(c) => /(^|\s)\*\s*$/.test(c.before), 8, 'asterisk'],
  [(c) => BIRTH_LABEL.test(c.previous) && isBare(c.before), 7, 'label-above'],
  [(c) => isBare(c.before) && isBare(c.after), 3, 'stands-alone'],
  [(c) => PERSONAL_HEADING.test(c.before), 4, 'after-personal-heading'],
  // "Personal information" ↵ "Lakeport" ↵ "04/09/1991": a date alone in the block the heading opens.
  [(c) => c.underPersonalHeading && isBare(c.before) && isBare(c.after), 3, 'in-personal-block'],
  // A day's date in the first lines, among the name and contact data ("Lakeside, Italy ✉ 18 May 1999"), of
  // someone of working age: the birth date, printed without a label beside an icon.
  [(c) => c.lineIndex <= 3 && workingAge(c), 3, 'in-header'],
  [(c) => c.position < 0.35, 2, 'top-of-cv'],
  [(c) => RANGE_AFTER.test(c.after) || RANGE_BEFORE.test(c.before), -12, 'date-range'],
  [(c) => NOT_BIRTH.test(c.before), -8, 'other-date-label'],
  [(c) => /[\p{L}]{3,},\s*$/u.test(c.before), -4, 'place-and-date'],
  // Someone born less than 14 years before the newest year the CV mentions did not write it.
  [(c) => c.distinctYears > 1 && Number(c.iso.slice(0, 4)) > c.newestYear - 14, -5, 'too-recent'],
  // Page footers repeat their date inside other text ("Max Probe – CV – 01.03.2024"); a sidebar
  // printed on every page repeats a bare birth date too, which says nothing against it.
  [(c) => c.repeats > 1 && !(isBare(c.before) && isBare(c.after)), -3, 'repeated'],
];

/** 15 to 70 years between the date and the newest year the CV mentions. */
function workingAge(c: DateCandidate): boolean {
  const age = c.newestYear - Number(c.iso.slice(0, 4));
  return age >= 15 && age <= 70;
}

/** Nothing but icon letters or punctuation around the date ("i 26 November 1865"). */
function isBare(text: string): boolean {
  return !/[\p{L}\d]{2,}/u.test(text.replace(/\(\s*\d+\s*\p{L}*\s*\)/u, ''));
}

/** Lowest score a birth-date candidate needs. */
export const BIRTH_MIN_SCORE = 5;

export function extractBirthDate(doc: CvDocument, options: { monthFirst?: boolean; hijri?: HijriCalendar } = {}): {
  value: string; evidence: string[]; lineIndex?: number;
} {
  // A Hijri year without a mark, in a CV whose script (or country, from the caller) names no calendar, is read only where one
  // calendar alone gives a birth of working age.
  const dateOptions = { ...options, hijri: options.hijri ?? hijriCalendarOf(doc.text) ?? 'birth' as const };
  const candidates: DateCandidate[] = [];
  const n = Math.max(1, doc.lines.length);
  doc.lines.forEach((line, i) => {
    const previous = i > 0 ? foldForDates(doc.lines[i - 1]?.text ?? '') : '';
    const underPersonalHeading = doc.lines.slice(Math.max(0, i - 3), i).some((l) => PERSONAL_HEADING.test(foldForDates(l.text))
      || isContactHeading(l.text.trim()));
    for (const segment of line.segments) {
      const folded = foldForDates(segment);
      for (const d of findDates(segment, dateOptions)) {
        candidates.push({
          iso: d.iso, before: folded.slice(0, d.start), after: folded.slice(d.end), previous, underPersonalHeading,
          position: i / n, lineIndex: i, repeats: 1, newestYear: 0, distinctYears: 0,
        });
      }
    }
    // A label split from its date by a column gap still belongs to it.
    if (line.segments.length > 1 && BIRTH_LABEL.test(foldForDates(line.segments[0] ?? ''))) {
      const rest = line.segments.slice(1).join(' ');
      for (const d of findDates(rest, dateOptions)) {
        candidates.push({
          iso: d.iso, before: `${foldForDates(line.segments[0] ?? '')} `, after: '', previous, underPersonalHeading,
          position: i / n, lineIndex: i, repeats: 1, newestYear: 0, distinctYears: 0,
        });
      }
    }
  });
  const years = new Set([...doc.text.matchAll(/(?<!\d)(1[89]\d\d|20\d\d)(?!\d)/g)].map((m) => Number(m[1])));
  const newestYear = Math.max(0, ...years);
  const lines = new Map<string, Set<number>>();
  for (const c of candidates) lines.set(c.iso, (lines.get(c.iso) ?? new Set()).add(c.lineIndex));
  for (const c of candidates) { c.newestYear = newestYear; c.distinctYears = years.size; c.repeats = lines.get(c.iso)?.size ?? 1; }
  const best = pickBest(candidates, FEATURES, BIRTH_MIN_SCORE);
  return best ? { value: best.candidate.iso, evidence: best.evidence, lineIndex: best.candidate.lineIndex } : { value: '', evidence: [] };
}
