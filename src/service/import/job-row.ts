// Job rows of an import file → validated new jobs: JobCreateSchema, then
// normalizeNewJob, exactly like `job create`. Columns are the SPEC.md 2.4 names plus
// aliases; position_data is a JSON object column or flat columns (description, location,
// salary_min…). In CSV an empty cell means "not given", so the create defaults apply.
import type { CodeBook } from '../../domain/codes.js';
import { JobCreateSchema } from '../../domain/job.js';
import { ValidationError } from '../../domain/errors.js';
import { assertSchema } from '../../domain/validate.js';
import type { NewJob } from '../../store/index.js';
import { normalizeNewJob } from '../job-rules.js';
import { aliasKey, type ColumnPlan } from './columns.js';
import { codeConverter, codeListConverter } from './person-row.js';
import { parseImportDate } from './local-date.js';

const POSITION_DATA_FIELDS = ['description', 'requirements', 'location', 'employment_type', 'salary_min', 'salary_max', 'currency'];
const JOB_FIELDS = [
  'position_data_id', 'title', 'marked', 'date_from', 'date_till', 'reference_number', 'category', 'language', 'regio',
  'experience', 'preparation', 'default_alias_str', 'position_data', 'status', 'channels',
];

const ALIASES: Record<string, string> = {
  position: 'position_data_id', positionid: 'position_data_id', jobtitle: 'title',
  from: 'date_from', start: 'date_from', startdate: 'date_from', datestart: 'date_from',
  till: 'date_till', until: 'date_till', end: 'date_till', enddate: 'date_till', dateend: 'date_till', expires: 'date_till',
  reference: 'reference_number', ref: 'reference_number', refno: 'reference_number', referenceno: 'reference_number',
  categories: 'category', languages: 'language', region: 'regio', regions: 'regio', education: 'preparation',
  alias: 'default_alias_str', channel: 'channels',
};
for (const field of JOB_FIELDS) ALIASES[aliasKey(field)] = field;
for (const field of POSITION_DATA_FIELDS) {
  ALIASES[aliasKey(field)] = `position_data.${field}`;
  ALIASES[aliasKey(`position_data.${field}`)] = `position_data.${field}`;
}
ALIASES['salaryfrom'] = 'position_data.salary_min';
ALIASES['salaryto'] = 'position_data.salary_max';

type Convert = (value: unknown, codes: CodeBook) => unknown;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const integer: Convert = (value) => (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) ? Number(value) : value);
const number: Convert = (value) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);
const upper: Convert = (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const trimmed: Convert = (value) => (typeof value === 'string' ? value.trim() : value);
const list: Convert = (value) => (typeof value === 'string' ? value.split(/[;,|]/).map((p) => p.trim()).filter((p) => p !== '') : value);
/** ISO or an unambiguous local date (local-date.ts); a blank cell stays blank. */
const importDate = (field: string): Convert => (value, codes) =>
  (typeof value === 'string' && value.trim() !== '' ? parseImportDate(value, field) : trimmed(value, codes));
const jsonObject: Convert = (value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw ValidationError.field('/position_data', 'is not a JSON object');
  }
};

const CONVERTERS: Record<string, Convert> = {
  position_data_id: integer,
  marked: upper,
  date_from: importDate('date_from'),
  date_till: importDate('date_till'),
  category: codeListConverter('category', 'category'),
  language: codeListConverter('language', 'language'),
  regio: codeListConverter('regio', 'regio'),
  experience: codeConverter('experience', 'experience'),
  preparation: codeConverter('preparation', 'preparation'),
  position_data: jsonObject,
  status: trimmed,
  channels: list,
  'position_data.salary_min': number,
  'position_data.salary_max': number,
  'position_data.currency': upper,
};

export const JOB_COLUMNS: ColumnPlan = {
  resolve(name: string): string | null | undefined {
    const key = aliasKey(name);
    if (key === 'id' || key === 'lastmodified' || key === 'active' || key === 'rejectline' || key === 'rejectreason') return null;
    return ALIASES[key];
  },
  converter(field: string): Convert {
    const converter = CONVERTERS[field];
    return (value, codes) => {
      const given = blankToUndefined(value);
      return given === undefined || !converter ? given : converter(given, codes);
    };
  },
  describe: 'the job field names of docs/SPEC.md §2.4 (position_data_id, title, reference_number, …) ' +
    'and position_data as JSON or flat columns (description, location, salary_min…)',
};

/** Validation of `job create` on one mapped row. */
export function validateJobRow(input: Record<string, unknown>, codes: CodeBook, today: string): NewJob {
  const job: Record<string, unknown> = {};
  let flat: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key.startsWith('position_data.')) (flat ??= {})[key.slice('position_data.'.length)] = value;
    else job[key] = value;
  }
  if (flat) {
    const nested = job['position_data'];
    job['position_data'] = nested !== null && typeof nested === 'object' ? { ...(nested as object), ...flat } : flat;
  }
  return normalizeNewJob(assertSchema(JobCreateSchema, job, 'job'), codes, today);
}
