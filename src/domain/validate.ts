// Schema validation shared by the service, the importer and the server: one place that
// turns TypeBox errors into a ValidationError with field paths (DESIGN.md §3 details).
import { FormatRegistry, type TSchema, type Static } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValidationError, type FieldIssue } from './errors.js';
import { findControlCharacters } from './text.js';

// The "date" format only checks the shape here; whether it is a real, plausible date is a
// rule of the service with a clearer message (person-rules.ts, job-rules.ts).
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', (value) => /^\d{4}-\d{2}-\d{2}$/.test(value));

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checkerFor<T extends TSchema>(schema: T): TypeCheck<T> {
  let check = compiled.get(schema);
  if (!check) {
    check = TypeCompiler.Compile(schema);
    compiled.set(schema, check);
  }
  return check as TypeCheck<T>;
}

/** Returns the value typed by the schema, or throws ValidationError listing at most 10 issues. */
export function assertSchema<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const check = checkerFor(schema);
  if (check.Check(value)) return value as Static<T>;
  const issues: FieldIssue[] = [];
  for (const error of check.Errors(value)) {
    const issue = { path: error.path || '/', message: describeIssue(error.path, error.message, error.value) };
    // A missing required member is reported twice (required, then its type): once is enough.
    if (issues.some((seen) => seen.path === issue.path && seen.message === issue.message)) continue;
    issues.push(issue);
    if (issues.length >= 10) break;
  }
  const first = issues[0];
  const summary = first ? `${first.path === '/' ? what : first.path.slice(1)}: ${first.message}` : `invalid ${what}`;
  throw new ValidationError(`invalid ${what}: ${summary}`, issues);
}

function describeIssue(path: string, message: string, value: unknown): string {
  if (value === undefined && path !== '/') return 'is required';
  if (/property/i.test(message) && /unexpected|unevaluated|additional/i.test(message)) return 'unknown field';
  return message.charAt(0).toLowerCase() + message.slice(1);
}

export { hasControlCharacters } from './text.js';

/**
 * A write request of any resource: its schema, then the one text rule (issue 15 item 5) —
 * no control characters in any string, at any depth.
 */
export function assertWriteRequest<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const checked = assertSchema(schema, value, what);
  const path = findControlCharacters(checked);
  if (path !== undefined) throw ValidationError.field(path, 'contains control characters');
  return checked;
}
