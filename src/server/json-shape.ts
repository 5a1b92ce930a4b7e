// Bounds on a JSON body's shape, checked on the raw bytes as they arrive, before anything
// parses them: 1.7 M unknown keys froze the server for 11 s in
// JSON.parse and validation, and 4,000 nested arrays overflowed the schema library's stack
// (500). No request body of this API needs more than a few levels or a few thousand values.
//
// The scanner only tracks strings (so brackets and commas inside them do not count),
// nesting depth and an upper bound on the number of values (every comma plus every opened
// container). It does not validate JSON: JSON.parse does that afterwards, on a body now
// known to be small in shape. It keeps its state between chunks, so a body is rejected as soon as the offending byte arrives.
import { ValidationError } from '../domain/errors.js';

export interface JsonShapeLimits {
  /** Deepest nesting of objects and arrays (the top-level object is depth 1). */
  maxDepth: number;
  /** Object members plus array elements, counted over the whole body. */
  maxValues: number;
}

/** Person bodies nest 3 levels (skills, position_data); a project may list 10,000 jobs. */
export const DEFAULT_JSON_LIMITS: JsonShapeLimits = { maxDepth: 32, maxValues: 20_000 };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
/** Chunks from this size on skip through strings with indexOf. */
const JUMP_FROM_BYTES = 512;

export class JsonShapeScanner {
  private inString = false;
  private escaped = false;
  private depth = 0;
  private values = 0;

  constructor(private readonly limits: JsonShapeLimits = DEFAULT_JSON_LIMITS) {}

  /** Throws ValidationError once the bytes so far exceed a limit. */
  feed(chunk: Uint8Array): void {
    let { inString, escaped, depth, values } = this;
    const { maxDepth, maxValues } = this.limits;
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    // Inside a string only quotes and backslashes matter: jump between them with indexOf
    // (memchr), so a 27 MB base64 string costs microseconds per chunk, not a JS loop per
    // byte (that loop took half the event loop's time while four uploads arrived).
    // In a small chunk (a typical JSON resource's whole body) each indexOf, a native call, costs
    // more than the few bytes it skips: there the bytes of strings are looked at one by one too.
    const jump = bytes.length >= JUMP_FROM_BYTES;
    let nextBackslash = -2;
    for (let i = 0; i < bytes.length; i++) {
      if (inString) {
        if (escaped) {
          escaped = false;
          continue;
        }
        if (!jump) {
          const byte = bytes[i];
          if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
          continue;
        }
        if (nextBackslash !== -1 && nextBackslash < i) nextBackslash = bytes.indexOf(BACKSLASH, i);
        const quote = bytes.indexOf(QUOTE, i);
        if (nextBackslash !== -1 && (quote === -1 || nextBackslash < quote)) {
          i = nextBackslash;
          escaped = true;
          continue;
        }
        if (quote === -1) break; // the string goes on in the next chunk
        i = quote;
        inString = false;
        continue;
      }
      const byte = bytes[i]!;
      if (byte === QUOTE) inString = true;
      else if (byte === COMMA) values++;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        values++;
        if (++depth > maxDepth) throw tooDeep(maxDepth);
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
      else continue;
      if (values > maxValues) throw tooMany(maxValues);
    }
    this.inString = inString;
    this.escaped = escaped;
    this.depth = depth;
    this.values = values;
  }
}

/** The whole body at once (tests, small bodies). */
export function assertJsonShape(bytes: Uint8Array, limits: JsonShapeLimits = DEFAULT_JSON_LIMITS): void {
  new JsonShapeScanner(limits).feed(bytes);
}

const tooDeep = (max: number) =>
  ValidationError.field('', `the JSON body nests deeper than ${max} levels`);
const tooMany = (max: number) =>
  ValidationError.field('', `the JSON body has more than ${max} members and elements`);
