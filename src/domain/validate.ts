// Schema validation shared by the service, the importer and the server: one place that
// turns TypeBox errors into a ValidationError with field paths (DESIGN.md §3 details) and
// messages in plain words from field-messages.ts (never the library's
// "expected union value", never a regular expression).
import { FormatRegistry, type TSchema, type Static } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { ValidationError, type FieldIssue } from './errors.js';
import { fieldMessage, genericMessage } from './field-messages.js';
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
  const resource = resourceOf(schema);
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  for (const error of check.Errors(value)) {
    // An intersection also fails as a whole at its root; its members' issues say why.
    if (error.type === ValueErrorType.Intersect && (error.path || '/') === '/') continue;
    const issue = { path: error.path || '/', message: describeIssue(error, resource, what) };
    // An intersection reports a member once per part it fails: keep one.
    const key = `${issue.path}\n${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
    if (issues.length >= 10) break;
  }
  const first = issues[0];
  const summary = !first
    ? `not a valid ${what}`
    : first.path === '/'
      ? first.message
      : first.message === UNKNOWN_FIELD
        ? `unknown field "${first.path.slice(1)}"`
        : `${displayPath(first.path)} ${first.message}`;
  throw new ValidationError(`invalid ${what}: ${summary}`, issues);
}

/** "Person (create)" → "person": the key prefix of resource-specific messages. */
function resourceOf(schema: TSchema): string | undefined {
  const title = schema['title'];
  return typeof title === 'string' ? title.split(/[\s(]/, 1)[0]?.toLowerCase() : undefined;
}

/** "/category/0" → "category", "/position_data/currency" → "position_data.currency". */
function displayPath(path: string): string {
  const named = path.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  return named.join('.') || 'body';
}

const UNKNOWN_FIELD = 'unknown field';
const UNKNOWN_MEMBER = new Set([ValueErrorType.ObjectAdditionalProperties, ValueErrorType.IntersectUnevaluatedProperties]);

function describeIssue(error: ValueError, resource: string | undefined, what: string): string {
  const path = error.path || '/';
  if (UNKNOWN_MEMBER.has(error.type)) return UNKNOWN_FIELD;
  if (error.value === undefined && path !== '/') return 'is required';
  const facts = { value: error.value, type: error.type, schema: error.schema };
  const named = path.split('/').filter((part) => part !== '' && !/^\d+$/.test(part));
  const field = named[named.length - 1];
  if (field === undefined) return error.type === ValueErrorType.Object ? `the ${what} must be a JSON object` : genericMessage(facts);
  return fieldMessage(resource, field, facts) ?? genericMessage(facts);
}

export { hasControlCharacters } from './text.js';

/**
 * A write request of any resource: its schema, then the one text rule —
 * no control characters in any string, at any depth.
 */
export function assertWriteRequest<T extends TSchema>(schema: T, value: unknown, what: string): Static<T> {
  const checked = assertSchema(schema, value, what);
  const path = findControlCharacters(checked);
  if (path !== undefined) throw ValidationError.field(path, 'contains control characters');
  return checked;
}
