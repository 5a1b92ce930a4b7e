// Mapping source records (CSV cells under a header, or JSON objects) to the input object
// of one resource, with the resource's column aliases and value conversions (issue 5).
import type { CodeBook } from '../../domain/codes.js';
import { ValidationError } from '../../domain/errors.js';
import type { SourceRecord } from './source.js';

/** "First Name" → "firstname", "e-mail" → "email", "birth_date" → "birthdate". */
export function aliasKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export interface ColumnPlan {
  /** The field a column/key stands for; null = known but ignored (read-only); undefined = unknown. */
  resolve(name: string): string | null | undefined;
  /** The conversion of a field: text (CSV) or JSON value → the value the schema expects. Throws ValidationError. */
  converter(field: string): (value: unknown, codes: CodeBook) => unknown;
  describe: string;
}

export interface RecordMapper {
  /** CSV: the field of each column of the header (null = ignored); undefined for JSON sources. */
  fields: readonly (string | null)[] | undefined;
  /** The input object of one record. Throws ValidationError (the row is then rejected). */
  map(record: SourceRecord): Record<string, unknown>;
}

/** Checks the CSV header once: unknown or repeated columns stop the import before any row is read. */
export function createRecordMapper(plan: ColumnPlan, header: string[] | undefined, codes: CodeBook): RecordMapper {
  const fields: (string | null)[] = [];
  const converters: ((value: unknown, codes: CodeBook) => unknown)[] = [];
  if (header) {
    const unknown: string[] = [];
    const seen = new Map<string, string>();
    for (const name of header) {
      const field = plan.resolve(name);
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
      throw new ValidationError(`unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `"${u}"`).join(', ')}`, [], `use ${plan.describe}`);
    }
  }
  const width = fields.length;

  return {
    fields: header ? fields : undefined,
    map(record: SourceRecord): Record<string, unknown> {
      const input: Record<string, unknown> = {};
      if (record.kind === 'csv') {
        const cells = record.cells;
        if (cells.length !== width) {
          throw new ValidationError(`the row has ${cells.length} field${cells.length === 1 ? '' : 's'}, the header has ${width}`);
        }
        for (let i = 0; i < width; i++) {
          const field = fields[i];
          if (field) input[field] = (converters[i] as (value: unknown, codes: CodeBook) => unknown)(cells[i], codes);
        }
        return input;
      }
      if (record.error !== undefined) throw new ValidationError(record.error);
      const value = record.value;
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ValidationError('the element is not a JSON object');
      for (const [key, raw] of Object.entries(value)) {
        const field = plan.resolve(key);
        if (field === null) continue;
        if (field === undefined) input[key] = raw; // the schema names it as an unknown field
        else input[field] = plan.converter(field)(raw, codes);
      }
      return input;
    },
  };
}
