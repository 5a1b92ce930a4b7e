// Mapping source records (CSV cells under a header, or JSON objects) to the input object
// of one resource, with the resource's column aliases and value conversions.
//
// Empty values (DESIGN.md §8, CSV rules): an empty CSV cell — or a JSON member that is "" —
// means "no value given", so an update keeps what is stored; with --clear-empty it clears
// the field instead. A JSON null always clears (it says "no value" on purpose). A row whose
// cells are all empty is refused as "empty row".
import type { CodeBook } from '../../domain/codes.js';
import { ValidationError } from '../../domain/errors.js';
import type { SourceRecord } from './source.js';

/**
 * "First Name" → "firstname", "E-Mail" → "email", "Straße" → "strasse", "Születési dátum" →
 * "szuletesidatum": header names are compared without case, accents or punctuation.
 */
export function aliasKey(name: string): string {
  const lower = name.toLowerCase();
  const folded = /^[\x00-\x7f]*$/.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/[æ]/g, 'ae').replace(/[œ]/g, 'oe');
  return folded.replace(/[^a-z0-9]/g, '');
}

export interface ColumnPlan {
  /** The field a column/key stands for; null = known but ignored (read-only); undefined = unknown. */
  resolve(name: string): string | null | undefined;
  /** The conversion of a field: text (CSV) or JSON value → the value the schema expects. Throws ValidationError. */
  converter(field: string): (value: unknown, codes: CodeBook) => unknown;
  /** The value that clears a field (what a JSON null means); absent: null goes to the converter. */
  cleared?(field: string): unknown;
  describe: string;
  /** The names the plan accepts, for the refusal of a header (e.g. "first (First Name, Vorname, …)"). */
  acceptedNames?(): string;
}

/** --map / --map-file: a column name (compared like aliasKey) → the field it gives, or null to ignore it. */
export type ColumnMap = Record<string, string | null>;

export interface MapperOptions {
  /** --clear-empty: an empty cell clears the field instead of keeping the stored value. */
  clearEmpty?: boolean | undefined;
  map?: ColumnMap | undefined;
}

export interface RecordMapper {
  /** CSV: the field of each column of the header (null = ignored); undefined for JSON sources. */
  fields: readonly (string | null)[] | undefined;
  /** The input object of one record. Throws ValidationError (the row is then rejected). */
  map(record: SourceRecord): Record<string, unknown>;
}

const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** The plan with --map applied: mapped names first (each checked to name a field of the plan), then the plan's own names. */
function mappedPlan(plan: ColumnPlan, map: ColumnMap | undefined): ColumnPlan['resolve'] {
  if (!map || Object.keys(map).length === 0) return (name) => plan.resolve(name);
  const byKey = new Map<string, string | null>();
  for (const [column, target] of Object.entries(map)) {
    let field: string | null;
    if (target === null || target.trim() === '') field = null;
    else {
      const resolved = plan.resolve(target);
      if (resolved === undefined || resolved === null) {
        throw new ValidationError(
          `--map: "${target}" (for column "${column}") is not a field`,
          [],
          `use ${plan.describe}, or nothing after = to ignore the column`,
        );
      }
      field = resolved;
    }
    byKey.set(aliasKey(column), field);
  }
  return (name) => {
    const key = aliasKey(name);
    return byKey.has(key) ? (byKey.get(key) as string | null) : plan.resolve(name);
  };
}

/** Checks the CSV header once: unknown or repeated columns stop the import before any row is read. */
export function createRecordMapper(plan: ColumnPlan, header: string[] | undefined, codes: CodeBook, options: MapperOptions = {}): RecordMapper {
  const resolve = mappedPlan(plan, options.map);
  const clearEmpty = options.clearEmpty === true;
  const fields: (string | null)[] = [];
  const converters: ((value: unknown, codes: CodeBook) => unknown)[] = [];
  if (header) {
    if (options.map) {
      const keys = new Set(header.map(aliasKey));
      const missing = Object.keys(options.map).filter((column) => !keys.has(aliasKey(column)));
      if (missing.length > 0) {
        throw new ValidationError(
          `--map names ${missing.map((m) => `"${m}"`).join(', ')}, which the file's header does not have; nothing was imported`,
          [], `the header's columns: ${header.map((h) => `"${h}"`).join(', ')}`,
        );
      }
    }
    const unknown: string[] = [];
    const seen = new Map<string, string>();
    for (const name of header) {
      const field = resolve(name);
      if (field === undefined) unknown.push(name === '' ? '(empty)' : name);
      else if (field !== null) {
        const previous = seen.get(field);
        if (previous !== undefined) throw new ValidationError(`columns "${previous}" and "${name}" both give ${field}`, [], 'keep one of them');
        seen.set(field, name);
      }
      fields.push(field ?? null);
      converters.push(field ? plan.converter(field) : () => undefined);
    }
    if (unknown.length > 0) {
      const accepted = plan.acceptedNames?.();
      throw new ValidationError(
        `unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}; nothing was imported` +
        (accepted ? `. Accepted column names: ${accepted}` : ''),
        [], accepted ? `name the columns with --map '${unknown[0]}=FIELD,…' or --map-file FILE.json` : `use ${plan.describe}, or name the columns with --map`,
      );
    }
  }
  const width = fields.length;

  return {
    fields: header ? fields : undefined,
    map(record: SourceRecord): Record<string, unknown> {
      const input: Record<string, unknown> = {};
      if (record.kind === 'csv') {
        const cells = record.cells;
        if (cells.every(isBlank)) throw new ValidationError('empty row');
        if (cells.length !== width) {
          throw new ValidationError(`the row has ${cells.length} field${cells.length === 1 ? '' : 's'}, the header has ${width}`);
        }
        for (let i = 0; i < width; i++) {
          const field = fields[i];
          if (!field) continue;
          const cell = cells[i] as string;
          if (!clearEmpty && isBlank(cell)) continue; // no value given: an update keeps the stored one
          input[field] = (converters[i] as (value: unknown, codes: CodeBook) => unknown)(cell, codes);
        }
        return input;
      }
      if (record.error !== undefined) throw new ValidationError(record.error);
      const value = record.value;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ValidationError('the element is not a JSON object');
      for (const [key, raw] of Object.entries(value)) {
        const field = resolve(key);
        if (field === null) continue;
        if (field === undefined) input[key] = raw; // the schema names it as an unknown field
        else if (!clearEmpty && isBlank(raw)) continue; // "" as an empty cell: no value given
        else if (raw === null && plan.cleared) input[field] = plan.cleared(field);
        else input[field] = plan.converter(field)(raw, codes);
      }
      return input;
    },
  };
}
