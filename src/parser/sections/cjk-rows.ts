// Entries of Chinese, Korean and Japanese CVs written one row each: a period first (cjk-dates.ts has already written
// "2019年9月 – 至今" as "2019.09 – present"), then the school, the field and the degree, or the firm and the title, in cells
// or parted by spaces ("2019.09 – 2023.06 华东理工大学 计算机科学 本科", "2018.03 – present 주식회사 누리소프트 백엔드 개발자").
// The western readers cut such rows at capitals and commas these scripts do not have; here the parts are known by the
// words that end a school's name (大学, 대학교), a degree (本科, 硕士, 학사) or a firm's form (有限公司, 株式会社, 주식회사).
// Pure text logic; rows without a CJK part are left to the other readers.
import type { EducationEntry, WorkEntry } from '../../domain/resume-sections.js';
import { findPeriod } from './periods.js';
import { DEGREE_NAMES_CJK, SCHOOL_WORDS_CJK } from './study-words.js';
import { readRirekisho } from './rirekisho.js';
import { schoolAndUnit } from './cjk-school-units.js';
import { CJK_FIRM_FORM_FIRST } from './cjk-firms.js';
import { endsAsTitle, jobLabelled } from './cjk-job-words.js';

const CJK = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/u;
// Firms' legal forms and the words that end an organisation's name, before or after the name.
const FIRM_AFTER = /(?:有限责任公司|股份有限公司|有限公司|有限會社|公司|集团|集團|株式会社|有限会社|合同会社|銀行|银行|研究所|研究院|医院|醫院|事務所|事务所|주식회사|유한회사|은행|병원|연구소|그룹)$/u;
const DEGREES = [...DEGREE_NAMES_CJK, '专科', '大专', '研究生', '硕士研究生', '博士研究生', '高中', '전문학사', '수료', '毕业', '畢業'];
const SCHOOL_END = new RegExp(`(?:${SCHOOL_WORDS_CJK.join('|')}|高中|中学校|專科學校|专科学校|职业技术学院)$`, 'u');
// What a row's leaving words say ("毕业", "졸업", "卒業"): part of no name.
const LEAVING = /^(?:毕业|畢業|졸업|卒業|수료|中退|修了)$/u;
const MAX_PART_SIGNS = 30;

interface Row { start: string; end: string; current: boolean; parts: string[] }

/**
 * The row's period and its parts, when the row opens with a period, or ends with one ("华东理工大学 | 软件工程 | 本科 |
 * 2015.09 – 2019.06", as many Chinese templates print it), and holds a CJK part.
 */
function rowOf(line: string): Row | undefined {
  const period = findPeriod(line);
  if (!period) return undefined;
  const last = period.index > 0 && line.slice(period.index + period.length).trim() === '';
  if (period.index !== 0 && !last) return undefined;
  const text = last ? line.slice(0, period.index) : line.slice(period.length);
  const rest = text.replace(/^[\s|,，、:：]+|[\s|,，、:：]+$/gu, '').trim();
  if (!CJK.test(rest)) return undefined;
  const cells = rest.split(/\t+|\s*[|｜]\s*|\s{2,}/u).map((c) => c.trim()).filter(Boolean);
  // One cell parted only by single spaces: each word is a part, a firm's form before the name joined to it.
  const parts = cells.length > 1 ? cells : joinFirmForms(rest.split(/\s+/u));
  if (parts.some((p) => [...p].length > MAX_PART_SIGNS)) return undefined;
  return { start: period.start, end: period.current ? '' : period.end, current: period.current, parts };
}

/** The words of a row, a firm's form written as a word of its own joined to its name: after it at the row's start or
 * after a title ("주식회사 누리소프트", "개발자 주식회사 누리소프트"), else before it ("별빛전자 주식회사"). */
function joinFirmForms(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const lone = CJK_FIRM_FORM_FIRST.exec(word)?.[0] === word;
    const opens = i === 0 || endsAsTitle(out[out.length - 1] ?? '');
    if (lone && opens && i + 1 < words.length) out.push(`${word} ${words[++i]!}`);
    else if (lone && out.length > 0) out[out.length - 1] = `${out[out.length - 1]!} ${word}`;
    else out.push(word);
  }
  return out;
}

const isDegree = (part: string): boolean => DEGREES.some((d) => part.includes(d)) && !SCHOOL_END.test(part);
const isSchool = (part: string): boolean => SCHOOL_END.test(part) || SCHOOL_WORDS_CJK.some((w) => part.includes(w) && part.length <= 20);
const isFirm = (part: string): boolean => FIRM_AFTER.test(part) || CJK_FIRM_FORM_FIRST.test(part);

function studyOf(row: Row): EducationEntry | undefined {
  const found = row.parts.find(isSchool);
  if (!found) return undefined;
  // "東都大学工学部情報工学科": the faculty or department printed with no space after the school is the study's area.
  const [institution, unit] = schoolAndUnit(found) ?? [found, ''];
  const others = [...(unit ? [unit] : []), ...row.parts.filter((p) => p !== found && !LEAVING.test(p))];
  const degree = others.find(isDegree) ?? '';
  const area = others.filter((p) => p !== degree).join(' ');
  return { institution, degree: degree.replace(/\s*(?:毕业|畢業|졸업|卒業)$/u, ''), area, location: '', start: row.start, end: row.end };
}

/**
 * Where a row without a firm's form opens its employer: after its title when the row opens with one (parts up to a word a
 * title ends with, "마케팅 매니저 한결데이터", and none after), else at its first part, as these CVs print the firm first.
 */
function employerStart(parts: readonly string[]): number {
  const title = parts.findIndex(endsAsTitle);
  return title >= 0 && title < parts.length - 1 && !parts.slice(title + 1).some(endsAsTitle) ? title + 1 : 0;
}

function jobOf(row: Row): WorkEntry | undefined {
  const firm = row.parts.findIndex(isFirm);
  if (firm >= 0) {
    const position = row.parts.filter((_, i) => i !== firm).join(' ');
    return { position, employer: row.parts[firm]!, location: '', start: row.start, end: row.end, current: row.current };
  }
  const from = employerStart(row.parts);
  // Title first: the title's parts, then the employer's (the rest); else the employer is the first part.
  const employer = from > 0 ? row.parts.slice(from).join(' ') : row.parts[0]!;
  if (isSchool(employer)) return undefined;
  const position = from > 0 ? row.parts.slice(0, from).join(' ') : row.parts.slice(1).join(' ');
  return { position, employer, location: '', start: row.start, end: row.end, current: row.current };
}

/**
 * The work lines with a job's labelled rows ("기간: 2024.07 – present", "회사명: …", "직위: …"; a department's left out) put
 * together as one row of cells, and a title's labelled line under a row ("职位：软件工程师") added to that row as a cell.
 */
function withLabelledRows(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!jobLabelled(lines[i]!)) {
      out.push(lines[i]!);
      continue;
    }
    const block: Partial<Record<string, string>> = {};
    for (; i < lines.length; i++) {
      const row = jobLabelled(lines[i]!);
      if (!row || block[row.label] !== undefined) break;
      block[row.label] = row.value;
    }
    i--;
    const cells = [block.period, block.employer, block.title].filter((c): c is string => c !== undefined).join('\t');
    const previous = out[out.length - 1];
    const under = block.period === undefined && previous !== undefined && rowOf(previous) !== undefined;
    if (under) out[out.length - 1] = `${previous}\t${cells}`;
    else if (cells !== '') out.push(cells);
  }
  return out;
}

/**
 * The rows of the lines; a period alone on its line opens a row with the line below ("2019.09 – 2023.06" over
 * "南江大学 软件工程 硕士").
 */
function rowsOf(lines: readonly string[]): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const period = findPeriod(line);
    const alone = period !== undefined && period.index === 0 && line.slice(period.length).trim() === '';
    const next = lines[i + 1]?.trim() ?? '';
    const row = alone && CJK.test(next) && findPeriod(next) === undefined ? rowOf(`${line}\t${next}`) : rowOf(line);
    if (row) rows.push(row);
    if (row && alone) i++;
  }
  return rows;
}

/**
 * The sections' work and education with their CJK rows read as above: a kind whose section holds such rows takes
 * those entries; a Japanese rirekisho's history table (rirekisho.ts), anywhere in the CV, gives both kinds. Any other
 * CV keeps `read` as it is.
 */
export function withCjkEntries(
  read: { work: WorkEntry[]; education: EducationEntry[] }, workLines: readonly string[], educationLines: readonly string[],
  allLines: readonly string[],
): { work: WorkEntry[]; education: EducationEntry[] } {
  if (!allLines.some((l) => CJK.test(l))) return read;
  const table = readRirekisho(allLines);
  const jobs = rowsOf(withLabelledRows(workLines)).map(jobOf).filter((w): w is WorkEntry => w !== undefined);
  const studies = rowsOf(educationLines).map(studyOf).filter((e): e is EducationEntry => e !== undefined);
  return {
    work: table && table.work.length > 0 ? table.work : jobs.length > 0 ? jobs : read.work,
    education: table && table.education.length > 0 ? table.education : studies.length > 0 ? studies : read.education,
  };
}
