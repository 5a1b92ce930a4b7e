// A small OpenAPI 3.1 → TypeScript generator for the client test of issue 15 item 6: the
// `paths` interface in the shape openapi-fetch expects (the one openapi-typescript emits).
// openapi-typescript itself needs TypeScript 5's compiler API, which this project's
// TypeScript 7 does not have. Covers what recruit's document uses: objects (required,
// additionalProperties), arrays, unions, intersections, const/enum, nullable type lists.

type Schema = Record<string, unknown>;
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };
interface Operation {
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name));

export function schemaToType(schema: Schema | undefined, doc: Document, depth = 0): string {
  if (!schema || depth > 40) return 'unknown';
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    return schemaToType(doc.components?.schemas?.[name], doc, depth + 1);
  }
  if ('const' in schema) return JSON.stringify(schema['const']);
  if (Array.isArray(schema['enum'])) return (schema['enum'] as unknown[]).map((v) => JSON.stringify(v)).join(' | ') || 'never';
  for (const [word, joiner] of [['anyOf', ' | '], ['oneOf', ' | '], ['allOf', ' & ']] as const) {
    const parts = schema[word];
    if (Array.isArray(parts)) return `(${(parts as Schema[]).map((p) => schemaToType(p, doc, depth + 1)).join(joiner)})`;
  }
  const type = schema['type'];
  if (Array.isArray(type)) return `(${type.map((t) => schemaToType({ ...schema, type: t }, doc, depth + 1)).join(' | ')})`;
  switch (type) {
    case 'string': return 'string';
    case 'integer':
    case 'number': return 'number';
    case 'boolean': return 'boolean';
    case 'null': return 'null';
    case 'array': return `${schemaToType(schema['items'] as Schema | undefined, doc, depth + 1)}[]`;
    case 'object': {
      const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
      const required = new Set((schema['required'] ?? []) as string[]);
      const members = Object.entries(properties).map(([name, property]) => `${key(name)}${required.has(name) ? '' : '?'}: ${schemaToType(property, doc, depth + 1)};`);
      const extra = schema['additionalProperties'];
      if (extra !== false && (extra !== undefined || members.length === 0)) {
        members.push(`[key: string]: ${typeof extra === 'object' ? `${schemaToType(extra as Schema, doc, depth + 1)} | undefined` : 'unknown'};`);
      }
      return `{ ${members.join(' ')} }`;
    }
    default: return 'unknown';
  }
}

function parametersType(operation: Operation, doc: Document): string {
  const part = (where: 'path' | 'query') => {
    const list = (operation.parameters ?? []).filter((p) => p.in === where);
    if (list.length === 0) return `${where}?: never;`;
    const anyRequired = list.some((p) => p.required);
    const members = list.map((p) => `${key(p.name)}${p.required ? '' : '?'}: ${schemaToType(p.schema, doc)};`).join(' ');
    return `${where}${anyRequired ? '' : '?'}: { ${members} };`;
  };
  return `{ ${part('query')} header?: never; ${part('path')} cookie?: never; }`;
}

function contentType(content: Record<string, { schema?: Schema }> | undefined, doc: Document): string {
  if (!content) return 'never';
  return `{ ${Object.entries(content).map(([media, { schema }]) => `${JSON.stringify(media)}: ${schemaToType(schema, doc)};`).join(' ')} }`;
}

/** The `paths` interface of a whole document, as a module's text. */
export function pathsModule(doc: Document): string {
  const lines = ['export interface paths {'];
  for (const [path, item] of Object.entries(doc.paths)) {
    lines.push(`  ${JSON.stringify(path)}: {`);
    for (const [method, operation] of Object.entries(item)) {
      const body = operation.requestBody
        ? `requestBody${operation.requestBody.required ? '' : '?'}: { content: ${contentType(operation.requestBody.content, doc)} };`
        : 'requestBody?: never;';
      const responses = Object.entries(operation.responses)
        .map(([status, response]) => `${status}: { headers: { [name: string]: unknown }; content: ${contentType(response.content, doc)} };`)
        .join(' ');
      lines.push(`    ${method}: { parameters: ${parametersType(operation, doc)}; ${body} responses: { ${responses} }; };`);
    }
    lines.push('  };');
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
