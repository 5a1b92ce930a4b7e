// Request and response schemas of the HTTP API, built from the domain schemas (STYLE.md
// practice 7): the same objects validate requests, shape responses, and are published
// as JSON Schema and OpenAPI. Envelopes follow SPEC.md §4 endpoint by endpoint.
import { Type, type TSchema } from '@sinclair/typebox';
import { IdResultSchema, IdSchema } from '../domain/primitives.js';

/** A copy without $id: a schema used inside a route must not redeclare a published $id. */
export function inline<T extends TSchema>(schema: T): T {
  const { $id: _ignored, ...rest } = schema;
  return rest as T;
}

export const IdParamsSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });
export const DocumentParamsSchema = Type.Object({ id1: IdSchema, id2: IdSchema }, { additionalProperties: false });
export const EmailQuerySchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
/** `parser parse --create` finds a person by phone (international format). */
export const PhoneQuerySchema = Type.Object(
  { phone: Type.String({ minLength: 1, maxLength: 64, description: 'international format, e.g. +36 30 123 4567' }) },
  { additionalProperties: false },
);
/** Is a file already stored as someone's document? */
export const Sha256QuerySchema = Type.Object(
  { sha256: Type.String({ pattern: '^[0-9a-fA-F]{64}$', description: "SHA-256 of the document's bytes, hex" }) },
  { additionalProperties: false },
);
export const DocumentOwnerSchema = Type.Object(
  { id: IdSchema, person_data_id: IdSchema },
  { additionalProperties: false, title: 'Document owner' },
);
export const ImageParamsSchema = Type.Object(
  { id: Type.String({ pattern: '^[a-f0-9]{32}\\.(png|jpg)$' }) },
  { additionalProperties: false },
);

/** Endpoints 3, 7, 19: `{ success }` only. */
export const SuccessSchema = Type.Object({ success: Type.Boolean() }, { additionalProperties: false });

/** Endpoints 11, 16: `{ success, type }`. */
export const typedSuccess = (type: string) =>
  Type.Object({ success: Type.Boolean(), type: Type.Literal(type) }, { additionalProperties: false });

/** `{ success, type, data }` (endpoints 5, 6, 8, 9, 12–15, 17, 18, 20, 21). */
export const envelope = <T extends TSchema>(type: string, data: T) =>
  Type.Object({ success: Type.Boolean(), type: Type.Literal(type), data }, { additionalProperties: false });

/** `{ success, data }` (endpoints 4 and 22: no type member). */
export const untypedEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Boolean(), data }, { additionalProperties: false });

/** Endpoints 15 and 18: data is an array holding one `{ id }`. */
export const IdListSchema = Type.Array(IdResultSchema, { minItems: 1, maxItems: 1 });

export const ErrorSchema = Type.Object(
  {
    success: Type.Literal(false),
    error: Type.Object({
      code: Type.String(),
      message: Type.String(),
      details: Type.Optional(Type.Unknown()),
    }),
  },
  { title: 'Error' },
);

export const HealthSchema = Type.Object(
  { status: Type.Literal('ok'), version: Type.String() },
  { additionalProperties: false },
);

declare module 'fastify' {
  interface FastifySchema {
    /** OpenAPI operation summary (src/server/openapi.ts). */
    summary?: string;
    tags?: string[];
  }
}

const SCALAR_TYPES = new Set(['string', 'integer', 'number', 'boolean', 'null']);

/**
 * The response schema as the serializer should see it: a union of scalars (a nullable
 * date, a code or null) becomes one `type: [...]`. fast-json-stringify resolves `anyOf`
 * by validating every value against each branch, which made GET /job several times
 * slower than JSON.stringify; a type list it writes directly. Output members are the same.
 */
export function forSerialization(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerialization);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as Record<string, unknown>;
  const branches = node['anyOf'];
  if (Array.isArray(branches) && branches.length > 0 && branches.every(isScalarBranch)) {
    const types = [...new Set(branches.map(scalarType))];
    const { anyOf: _anyOf, ...rest } = node;
    return { ...rest, type: types.length === 1 ? types[0] : types };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = forSerialization(value);
  return out;
}

function scalarType(branch: unknown): string {
  const node = branch as { type?: unknown; const?: unknown };
  if (typeof node.type === 'string') return node.type;
  return node.const === null ? 'null' : typeof node.const === 'number' ? 'number' : typeof node.const;
}

function isScalarBranch(branch: unknown): boolean {
  if (branch === null || typeof branch !== 'object') return false;
  const node = branch as { type?: unknown; const?: unknown; anyOf?: unknown };
  if (node.anyOf !== undefined) return false;
  if (typeof node.type === 'string') return SCALAR_TYPES.has(node.type);
  return 'const' in node && ['string', 'number', 'boolean'].includes(typeof node.const) || node.const === null;
}
