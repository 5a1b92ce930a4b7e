// Shared schema primitives (SPEC.md §2: identifiers are integers, dates YYYY-MM-DD,
// timestamps YYYY-MM-DD HH:MM:SS). Every resource schema builds on these.
import { Type, type Static } from '@sinclair/typebox';

export const IdSchema = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'identifier' });
export const DateSchema = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', description: 'YYYY-MM-DD' });
export const TimestampSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
  description: 'YYYY-MM-DD HH:MM:SS (UTC)',
});
export const FlagSchema = Type.Union([Type.Literal('Y'), Type.Literal('N')], { description: 'Y or N' });
export const CodeSchema = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'code from data/codes' });
export const CodeListSchema = Type.Array(CodeSchema, { maxItems: 100, uniqueItems: true });

/** Free text of bounded size; control characters other than tab/newline are rejected by validation. */
export const textSchema = (maxLength: number, description?: string) =>
  Type.String(description === undefined ? { maxLength } : { maxLength, description });

export const IdResultSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });

export type Id = Static<typeof IdSchema>;
export type IdResult = Static<typeof IdResultSchema>;
export type Flag = Static<typeof FlagSchema>;
