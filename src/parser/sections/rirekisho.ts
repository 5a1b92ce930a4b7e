// The history table of a Japanese rirekisho (履歴書), the standard Japanese CV form: rows of year | month | event under
// the sub-headings 学歴 (studies) and 職歴 (jobs). Each row is one event, not one entry: a study is the row of its
// entrance (入学) and the row of its leaving (卒業, 修了, 中退), a job the row of joining (入社) and the row of leaving
// (退社, 退職) or the closing "現在に至る" (still there). "同" in a row means the school (or firm) of the row above. Years
// may be Western or of an era (平成27, 令和元); a year the form leaves as a placeholder ("20XX") is no date, and the
// entry is kept without one. Pure text logic over the section step's lines.
import type { EducationEntry, WorkEntry } from '../../domain/resume-sections.js';
import { SCHOOL_WORDS_CJK } from './study-words.js';
import { CJK_FIRM_FORM } from './cjk-firms.js';

export interface HistoryRow {
  /** "YYYY-MM", "YYYY", or "" for a placeholder year. */
  date: string;
  text: string;
}

// Era names and the Western year before their first year.
const ERAS: Record<string, number> = { 明治: 1867, 大正: 1911, 昭和: 1925, 平成: 1988, 令和: 2018 };
const YEAR = String.raw`(?:(?:19|20)(?:\d{2}|[XＸx]{2})|(?:明治|大正|昭和|平成|令和)\s*(?:\d{1,2}|元))`;
// "2015\t4\tevent", "平成27年 4月 event", "2015.04\tevent" (cjk-dates.ts has written "2015年4月" so), "20XX\t4\tevent".
const ROW = new RegExp(String.raw`^(${YEAR})\s*年?\s*(?:[.\t ]\s*|(?=\d))(\d{1,2})\s*月?\s*(?:\t\s*|\s+)(?![–—\-~])(.+)$`, 'u');
const STUDY_START = /(?:入学|編入学|編入|進学)$/u;
const STUDY_END = /(?:卒業|修了|中途退学|中退|退学|満期退学|卒業見込み|修了見込み)$/u;
const JOB_START = /(?:入社|入職|入庁|入行|入所|就職|着任|採用|入団)$/u;
const JOB_END = /(?:退社|退職|退所|退任|離職|退庁|退行)$/u;
const STILL_THERE = /^(?:現在に(?:至る|いたる)|現在まで(?:在職中|勤務中)?|現在|在職中)$/u;
// The closing row of the table ("以上").
const CLOSING = /^以\s*上$/u;
const SAME = /^同\s*/u;

/** The date of a row's year and month: "" for a placeholder year ("20XX"), which says nothing. */
function dateOf(year: string, month: string): string {
  if (/[XＸx]/u.test(year)) return '';
  const era = Object.keys(ERAS).find((e) => year.startsWith(e));
  const y = era ? ERAS[era]! + (year.endsWith('元') ? 1 : Number(year.slice(era.length).trim())) : Number(year);
  const m = Number(month);
  return m >= 1 && m <= 12 ? `${y}-${String(m).padStart(2, '0')}` : String(y);
}

/** The history rows of the lines (year, month, event), in order; a row of "現在に至る" without a date is kept too. */
export function historyRows(lines: readonly string[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  for (const line of lines) {
    const text = line.trim();
    const m = text.match(ROW);
    if (m) rows.push({ date: dateOf(m[1]!.replace(/\s/gu, ''), m[2]!), text: m[3]!.replace(/\t/gu, ' ').trim() });
    else if (STILL_THERE.test(text.replace(/\s/gu, ''))) rows.push({ date: '', text: text.replace(/\s/gu, '') });
  }
  return rows;
}

/** The school of a study's name: the name up to its first school word ("X大学法学部" → "X大学"). */
function schoolOf(name: string): string {
  let cut = -1;
  for (const word of SCHOOL_WORDS_CJK) {
    const at = name.indexOf(word);
    if (at > 0 && (cut === -1 || at + word.length < cut)) cut = at + word.length;
  }
  return cut === -1 ? name : name.slice(0, cut);
}

const eventless = (text: string, event: RegExp): string => text.replace(event, '').trim();

/** The name a row names, "同" put back as the name of the row above ("同 卒業", "同大学院 入学"). */
function named(text: string, above: string): string {
  if (!SAME.test(text)) return text;
  const rest = text.replace(SAME, '').trim();
  return above === '' ? rest : `${above}${rest}`;
}

/** The studies the rows tell: an entrance row and its leaving row are one entry. */
export function studiesOf(rows: readonly HistoryRow[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  let open: EducationEntry | undefined;
  let lastSchool = '';
  for (const row of rows) {
    const text = row.text.replace(/\s+/gu, ' ');
    const start = STUDY_START.test(text);
    const end = STUDY_END.test(text);
    if (!start && !end) continue;
    const name = named(eventless(text, start ? STUDY_START : STUDY_END), lastSchool);
    const school = name === '' ? lastSchool : schoolOf(name.replace(/\s/gu, ''));
    if (start) {
      open = { institution: school, degree: '', area: areaOf(name, school), location: '', start: row.date, end: '' };
      out.push(open);
    } else if (open && (name === '' || school === open.institution || SAME.test(text))) {
      open.end = row.date;
      open = undefined;
    } else {
      out.push({ institution: school, degree: '', area: areaOf(name, school), location: '', start: '', end: row.date });
      open = undefined;
    }
    if (school !== '') lastSchool = school;
  }
  return out;
}

/** The faculty or course after the school's name ("X大学法学部" → "法学部"). */
const areaOf = (name: string, school: string): string => name.replace(/\s/gu, '').slice(school.length).trim();

/** The jobs the rows tell: a joining row and its leaving row (or "現在に至る") are one entry. */
export function jobsOf(rows: readonly HistoryRow[]): WorkEntry[] {
  const out: WorkEntry[] = [];
  let open: WorkEntry | undefined;
  for (const row of rows) {
    const text = row.text.replace(/\s+/gu, ' ');
    if (STILL_THERE.test(text.replace(/\s/gu, ''))) {
      if (open) { open.current = true; open.end = ''; }
      open = undefined;
      continue;
    }
    const start = JOB_START.test(text);
    const end = JOB_END.test(text);
    if (!start && !end) continue;
    const name = named(eventless(text, start ? JOB_START : JOB_END), open?.employer ?? out.at(-1)?.employer ?? '');
    if (start) {
      open = { position: '', employer: name, location: '', start: row.date, end: '', current: false };
      out.push(open);
    } else if (open && (name === '' || name === open.employer || !CJK_FIRM_FORM.test(name))) {
      // "一身上の都合により退職": a leaving row that names a reason, not a firm, closes the job above.
      open.end = row.date;
      open = undefined;
    } else {
      out.push({ position: '', employer: name, location: '', start: '', end: row.date, current: false });
      open = undefined;
    }
  }
  return out;
}

/**
 * The studies and jobs of a rirekisho's history table, or undefined when the lines hold no such table (fewer than two
 * event rows): a CV of another form keeps what the other readers found.
 */
export function readRirekisho(lines: readonly string[]): { work: WorkEntry[]; education: EducationEntry[] } | undefined {
  const rows = historyRows(lines.filter((l) => !CLOSING.test(l.trim())));
  const events = rows.filter((r) => [STUDY_START, STUDY_END, JOB_START, JOB_END].some((re) => re.test(r.text.replace(/\s+/gu, ' '))));
  if (events.length < 2) return undefined;
  return { work: jobsOf(rows), education: studiesOf(rows) };
}
