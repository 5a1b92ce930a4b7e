// Resource fields as flags, table-driven (DESIGN.md §4: flags use the SPEC.md names;
// code flags take codes, keys or names: --country HU, --country 348).
import type { Command } from 'commander';
import type { CodeBook, CodeTableName } from '../domain/codes.js';
import { parseCode, parseCodeList, parseIdList, parseInteger, parseNumber, readJsonObject, type StdinSource } from './parse-values.js';

export type FlagKind =
  | { type: 'text' }
  | { type: 'upper' }
  | { type: 'nullable-text' }
  | { type: 'code'; table: CodeTableName }
  | { type: 'codes'; table: CodeTableName }
  | { type: 'ids' }
  | { type: 'integer' }
  | { type: 'number' }
  | { type: 'list' };

export interface FieldFlag {
  /** The API field, e.g. birth_date; the flag is --birth-date. */
  field: string;
  kind: FlagKind;
  help: string;
  /** Nest the value under this member (job position_data). */
  parent?: string;
  /** A flag name different from the field's (job --position for position_data_id). */
  flag?: string;
  /** Required to create; the help of `create` says so, the help of `update` does not. */
  required?: true;
}

const text = { type: 'text' } as const;

export const PERSON_FLAGS: FieldFlag[] = [
  { field: 'title', kind: text, help: 'form of address (Dr., Ms.)' },
  { field: 'first', kind: text, help: 'given name', required: true },
  { field: 'last', kind: text, help: 'family name', required: true },
  { field: 'email', kind: text, help: 'primary e-mail, unique' },
  { field: 'email2', kind: text, help: 'second e-mail' },
  { field: 'category', kind: { type: 'codes', table: 'category' }, help: 'category codes or keys, e.g. 1,8 or it_dev,hr (recruit codes category)' },
  { field: 'regio', kind: { type: 'codes', table: 'regio' }, help: 'region codes or keys, e.g. HU-BU (recruit codes regio)' },
  { field: 'country', kind: { type: 'code', table: 'country' }, help: 'country: ISO code or key (348, HU)' },
  { field: 'state', kind: { type: 'code', table: 'state' }, help: 'state code or key (HU-BU)' },
  { field: 'city', kind: text, help: 'city' },
  { field: 'street', kind: text, help: 'street and number' },
  { field: 'zip', kind: text, help: 'postal code' },
  { field: 'birth_place', kind: text, help: 'place of birth' },
  { field: 'birth_date', kind: { type: 'nullable-text' }, help: 'date of birth, YYYY-MM-DD' },
  { field: 'phone_land', kind: text, help: 'landline (stored in international format)' },
  { field: 'phone_mobile', kind: text, help: 'mobile (stored in international format)' },
  { field: 'sex', kind: { type: 'upper' }, help: 'M, F or X' },
  { field: 'move_ok', kind: { type: 'upper' }, help: 'willing to relocate: Y or N' },
  { field: 'girl_name', kind: text, help: 'maiden name' },
  { field: 'mother_name', kind: text, help: "mother's name" },
  { field: 'family_state', kind: { type: 'code', table: 'family_state' }, help: 'marital status: 1-5 or single, married…' },
  { field: 'nationality', kind: text, help: 'nationality' },
  { field: 'nationality2', kind: text, help: 'second nationality' },
  { field: 'experience', kind: text, help: 'years of experience (number)' },
];

export const JOB_FLAGS: FieldFlag[] = [
  { field: 'position_data_id', flag: 'position', kind: { type: 'integer' }, help: 'id of the underlying position', required: true },
  { field: 'title', kind: text, help: 'job title', required: true },
  { field: 'reference_number', flag: 'reference', kind: text, help: 'your reference number' },
  { field: 'marked', kind: { type: 'upper' }, help: 'highlighted: Y or N' },
  { field: 'date_from', kind: { type: 'nullable-text' }, help: 'publication start, YYYY-MM-DD (default today)' },
  { field: 'date_till', kind: { type: 'nullable-text' }, help: 'publication end, YYYY-MM-DD (default open-ended)' },
  { field: 'category', kind: { type: 'codes', table: 'category' }, help: 'category codes' },
  { field: 'language', kind: { type: 'codes', table: 'language' }, help: 'language codes or keys (en,de)' },
  { field: 'regio', kind: { type: 'codes', table: 'regio' }, help: 'region codes' },
  { field: 'experience', kind: { type: 'code', table: 'experience' }, help: 'experience band 0-5' },
  { field: 'preparation', kind: { type: 'code', table: 'preparation' }, help: 'ISCED level 0-8' },
  { field: 'default_alias_str', flag: 'alias', kind: text, help: 'alias address of the job' },
  { field: 'status', kind: text, help: 'open or closed (default open)' },
  { field: 'channels', kind: { type: 'list' }, help: 'advertising channels (default api_web)' },
  { field: 'description', parent: 'position_data', kind: text, help: 'position description' },
  { field: 'requirements', parent: 'position_data', kind: text, help: 'requirements' },
  { field: 'location', parent: 'position_data', kind: text, help: 'place of work' },
  { field: 'employment_type', parent: 'position_data', kind: text, help: 'full-time, part-time…' },
  { field: 'salary_min', parent: 'position_data', kind: { type: 'number' }, help: 'salary from' },
  { field: 'salary_max', parent: 'position_data', kind: { type: 'number' }, help: 'salary to' },
  { field: 'currency', parent: 'position_data', kind: { type: 'upper' }, help: 'ISO currency, e.g. EUR' },
];

export const PROJECT_FLAGS: FieldFlag[] = [
  { field: 'title', kind: text, help: 'project title', required: true },
  { field: 'date_from', kind: { type: 'nullable-text' }, help: 'start, YYYY-MM-DD' },
  { field: 'date_till', kind: { type: 'nullable-text' }, help: 'end, YYYY-MM-DD' },
  { field: 'category', kind: { type: 'codes', table: 'category' }, help: 'category codes' },
  { field: 'language', kind: { type: 'codes', table: 'language' }, help: 'language codes' },
  { field: 'jobs', kind: { type: 'ids' }, help: 'job ids, e.g. 3,4,9' },
];

export function flagName(flag: FieldFlag): string {
  return (flag.flag ?? flag.field).replace(/_/g, '-');
}

/** commander's camelCase key for the flag. */
function optionKey(flag: FieldFlag): string {
  return flagName(flag).replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The field flags of a create or an update command; only `create` marks the required ones. */
export function addFieldFlags(command: Command, flags: FieldFlag[], use: 'create' | 'update'): Command {
  for (const flag of flags) {
    command.option(`--${flagName(flag)} <value>`, use === 'create' && flag.required ? `${flag.help} (required)` : flag.help);
  }
  return command.option('--from-file <file>', 'read fields from a JSON object file (- for stdin); flags override it');
}

/** The fields given as flags, converted to API values. */
export function fieldsFromFlags(options: Record<string, unknown>, flags: FieldFlag[], codes: CodeBook): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const flag of flags) {
    const raw = options[optionKey(flag)];
    if (typeof raw !== 'string') continue;
    const value = convert(raw, flag, codes);
    if (flag.parent) {
      const parent = (fields[flag.parent] ??= {}) as Record<string, unknown>;
      parent[flag.field] = value;
    } else {
      fields[flag.field] = value;
    }
  }
  return fields;
}

/**
 * Reads --from-file: a JSON object of API fields, where code fields take keys or names as
 * with flags and CSV ("country": "HU", "category": ["hr", 3]). Numbers
 * and everything else are left for the schema to check; the HTTP API stays integer-only.
 */
export async function fieldsFromFile(
  path: string,
  flags: FieldFlag[],
  codes: CodeBook,
  /** The command's options: a field also given as a flag is overridden, so it is not converted. */
  options: Record<string, unknown>,
  /** Where `--from-file -` reads: the run's stdin. */
  input?: StdinSource,
): Promise<Record<string, unknown>> {
  const fields = await readJsonObject(path, input);
  for (const flag of flags) {
    if (flag.parent || !Object.hasOwn(fields, flag.field) || typeof options[optionKey(flag)] === 'string') continue;
    const value = fields[flag.field];
    const kind = flag.kind;
    if (kind.type === 'code' && typeof value === 'string') {
      fields[flag.field] = parseCode(value, kind.table, codes, flag.field);
    } else if (kind.type === 'codes' && typeof value === 'string') {
      fields[flag.field] = parseCodeList(value, kind.table, codes, flag.field);
    } else if (kind.type === 'codes' && Array.isArray(value)) {
      fields[flag.field] = value.map((item: unknown) => (typeof item === 'string' ? codes.resolve(kind.table, item, flag.field) : item));
    }
  }
  return fields;
}

function convert(raw: string, flag: FieldFlag, codes: CodeBook): unknown {
  const name = `--${flagName(flag)}`;
  switch (flag.kind.type) {
    case 'text':
      return raw;
    case 'upper':
      return raw.trim().toUpperCase();
    case 'nullable-text':
      return raw.trim() === '' ? null : raw.trim();
    case 'code':
      return parseCode(raw, flag.kind.table, codes, flag.field);
    case 'codes':
      return parseCodeList(raw, flag.kind.table, codes, flag.field);
    case 'ids':
      return parseIdList(raw, name);
    case 'integer':
      return parseInteger(raw, name);
    case 'number':
      return parseNumber(raw, name);
    case 'list':
      return raw.split(',').map((p) => p.trim()).filter((p) => p !== '');
  }
}
