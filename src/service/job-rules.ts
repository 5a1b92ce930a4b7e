// Job and project rules (DESIGN.md §3): codes must exist, date windows must be ordered,
// defaults for omitted fields, and the "active" predicates used by every listing.
import type { CodeBook } from '../domain/codes.js';
import type { Job, JobCreate } from '../domain/job.js';
import { API_WEB_CHANNEL } from '../domain/job-status.js';
import type { NewJob } from '../store/index.js';
import { ValidationError } from '../domain/errors.js';
import { isCalendarDate, isWithinDates } from '../domain/clock.js';
import { hasControlCharacters } from '../domain/text.js';

export function isJobActive(job: Pick<Job, 'status' | 'date_from' | 'date_till'>, today: string): boolean {
  return job.status === 'open' && isWithinDates(today, job.date_from, job.date_till);
}

/** Endpoints 12 and 13 show a job only when it is active and advertised on the API/WEB channel. */
export function isJobPublished(job: Job, today: string): boolean {
  return isJobActive(job, today) && job.channels.includes(API_WEB_CHANNEL);
}

export function checkDateWindow(from: string | null | undefined, till: string | null | undefined): void {
  for (const [field, value] of [['date_from', from], ['date_till', till]] as const) {
    if (value && !isCalendarDate(value)) throw ValidationError.field(`/${field}`, `"${value}" is not a real date`);
  }
  if (from && till && till < from) {
    throw ValidationError.field('/date_till', `date_till ${till} is before date_from ${from}`);
  }
}

export function checkCodeList(codes: CodeBook, table: 'category' | 'language' | 'regio', values: number[] | undefined): void {
  (values ?? []).forEach((code, index) => {
    if (!codes.has(table, code)) {
      throw ValidationError.field(`/${table}/${index}`, `unknown ${table} code ${code}`, `run \`recruit codes ${table}\``);
    }
  });
}

export function normalizeNewJob(input: JobCreate, codes: CodeBook, today: string): NewJob {
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' && hasControlCharacters(value)) {
      throw ValidationError.field(`/${key}`, 'contains control characters');
    }
  }
  const title = input.title.trim();
  if (title === '') throw ValidationError.field('/title', 'is required');
  const dateFrom = input.date_from === undefined ? today : input.date_from;
  const dateTill = input.date_till ?? null;
  checkDateWindow(dateFrom, dateTill);
  checkCodeList(codes, 'category', input.category);
  checkCodeList(codes, 'language', input.language);
  checkCodeList(codes, 'regio', input.regio);
  for (const table of ['experience', 'preparation'] as const) {
    const value = input[table];
    if (value !== undefined && value !== null && !codes.has(table, value)) {
      throw ValidationError.field(`/${table}`, `unknown ${table} code ${value}`, `run \`recruit codes ${table}\``);
    }
  }
  const salary = input.position_data;
  if (salary?.salary_min !== undefined && salary.salary_max !== undefined && salary.salary_max < salary.salary_min) {
    throw ValidationError.field('/position_data/salary_max', 'is below salary_min');
  }
  return {
    position_data_id: input.position_data_id,
    title,
    marked: input.marked ?? 'N',
    date_from: dateFrom,
    date_till: dateTill,
    reference_number: input.reference_number?.trim() ?? '',
    category: input.category ?? [],
    language: input.language ?? [],
    regio: input.regio ?? [],
    experience: input.experience ?? null,
    preparation: input.preparation ?? null,
    default_alias_str: input.default_alias_str?.trim() ?? '',
    position_data: input.position_data ?? {},
    status: input.status ?? 'open',
    channels: input.channels ?? [API_WEB_CHANNEL],
  };
}
