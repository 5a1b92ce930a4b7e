// Streaming readers for NDJSON and for a JSON array of objects (never the whole
// file in memory). The array reader splits top-level elements by tracking strings and
// nesting depth, then JSON.parse()s each element on its own, so one bad element becomes
// one reject instead of failing the file.

export interface JsonRecord {
  /** 1-based line where the element starts. */
  line: number;
  /** The parsed element, when `error` is undefined. */
  value: unknown;
  /** The element's text (kept for the rejects file when it does not parse). */
  text: string;
  error: string | undefined;
}

function parse(text: string, line: number): JsonRecord {
  try {
    return { line, value: JSON.parse(text), text, error: undefined };
  } catch (error) {
    return { line, value: undefined, text, error: `not valid JSON: ${(error as Error).message}` };
  }
}

/** One JSON value per line; blank lines are skipped. */
export async function* readNdjsonRecords(chunks: AsyncIterable<string>): AsyncGenerator<JsonRecord> {
  let buffer = '';
  let line = 1;
  for await (const chunk of chunks) {
    buffer += chunk;
    let pos = 0;
    for (let eol = buffer.indexOf('\n'); eol !== -1; eol = buffer.indexOf('\n', pos)) {
      const text = buffer.slice(pos, eol).trim();
      if (text !== '') yield parse(text, line);
      line++;
      pos = eol + 1;
    }
    buffer = buffer.slice(pos);
  }
  const text = buffer.trim();
  if (text !== '') yield parse(text, line);
}

export class JsonShapeError extends Error {}

/** The elements of a top-level JSON array, one at a time. Throws JsonShapeError when the input is not an array. */
export async function* readJsonArrayRecords(chunks: AsyncIterable<string>): AsyncGenerator<JsonRecord> {
  let state: 'before' | 'between' | 'element' | 'after' = 'before';
  let depth = 0;
  let inString = false;
  let escaped = false;
  let element = '';
  let elementLine = 1;
  let line = 1;
  for await (const chunk of chunks) {
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (state === 'element') {
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 92) escaped = true;
          else if (c === 34) inString = false;
          else if (c === 10) line++;
          continue;
        }
        if (c === 34) inString = true;
        else if (c === 123 || c === 91) depth++;
        else if (c === 10) line++;
        else if ((c === 125 || c === 93) && depth > 0) depth--;
        else if (depth === 0 && (c === 44 || c === 93)) {
          element += chunk.slice(start, i);
          yield parse(element.trim(), elementLine);
          element = '';
          state = c === 44 ? 'between' : 'after';
        }
        continue;
      }
      if (c === 10) {
        line++;
        continue;
      }
      if (c === 32 || c === 9 || c === 13 || c === 0xfeff) continue;
      if (state === 'before') {
        if (c !== 91) throw new JsonShapeError('a JSON import file must hold one array of objects');
        state = 'between';
      } else if (state === 'between') {
        if (c === 93) {
          state = 'after';
          continue;
        }
        state = 'element';
        depth = 0;
        element = '';
        elementLine = line;
        start = i;
        i--; // re-read this character as part of the element
      } else if (state === 'after') {
        throw new JsonShapeError(`unexpected text after the JSON array on line ${line}`);
      }
    }
    if (state === 'element') element += chunk.slice(start);
  }
  const ending = state as string; // (assigned inside the loop; TS cannot see it)
  if (ending !== 'after') {
    if (ending === 'element' && element.trim() !== '') yield parse(element.trim(), elementLine);
    throw new JsonShapeError('the JSON array is not closed (truncated file?)');
  }
}
