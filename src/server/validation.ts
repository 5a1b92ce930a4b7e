// Request validation with TypeBox's compiler instead of fastify's default Ajv setup:
// Ajv would silently drop unknown members (removeAdditional) and coerce "5" to 5 in
// bodies, while DESIGN.md §3 wants unknown members → 400 with field paths. Path and
// query parameters arrive as text: only plain decimal integers are converted before the
// check ("1.5", "1e3" or " 7" stay text and fail as "expected integer").
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { assertSchema } from '../domain/validate.js';
import { isRecruitError } from '../domain/errors.js';

const WHAT: Record<string, string> = { body: 'request body', params: 'path', querystring: 'query', headers: 'headers' };

export const typeboxValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const what = WHAT[httpPart ?? 'body'] ?? 'request';
  const convert = httpPart === 'params' || httpPart === 'querystring';
  return (data: unknown) => {
    const value = convert ? convertIntegers(schema, data) : data;
    try {
      return { value: assertSchema(schema, value, what) };
    } catch (error) {
      if (isRecruitError(error)) return { error };
      throw error;
    }
  };
};

/** Path/query values arrive as text: "42" → 42 where the schema wants an integer. */
function convertIntegers(schema: TSchema, data: unknown): unknown {
  if (data === null || typeof data !== 'object') return data ?? {};
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
  const out: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [name, property] of Object.entries(properties)) {
    const value = out[name];
    if (property.type === 'integer' && typeof value === 'string' && /^-?\d{1,16}$/.test(value)) out[name] = Number(value);
  }
  return out;
}
