// --map 'Vorname=first,Nachname=last,E-Mail=email' and --map-file FILE.json ({"Vorname": "first"}):
// which field a column of the file gives, for headers the built-in names do not cover. An
// empty target ("Notizen=" or null) ignores the column. Checked against the file's header
// and the resource's fields when the import starts (columns.ts).
import { ValidationError } from '../../domain/errors.js';
import type { ColumnMap } from './columns.js';

const MAP_HINT = "write --map 'Column=field,Other Column=field' (a column name with , or = goes in --map-file FILE.json)";

export function parseColumnMap(text: string): ColumnMap {
  const map: ColumnMap = {};
  for (const part of text.split(',')) {
    if (part.trim() === '') continue;
    const at = part.lastIndexOf('=');
    if (at <= 0 || part.slice(0, at).trim() === '') throw new ValidationError(`--map: "${part.trim()}" is not Column=field`, [], MAP_HINT);
    add(map, part.slice(0, at).trim(), part.slice(at + 1).trim(), '--map');
  }
  if (Object.keys(map).length === 0) throw new ValidationError('--map names no column', [], MAP_HINT);
  return map;
}

/** The text of a --map-file: one JSON object, column name → field name (or null / "" to ignore the column). */
export function parseColumnMapJson(text: string, name: string): ColumnMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ValidationError(`--map-file ${name} is not JSON: ${(error as Error).message}`, [], 'write {"Vorname": "first", "Nachname": "last"}');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`--map-file ${name} must hold one JSON object (column name → field)`, [], 'write {"Vorname": "first", "Nachname": "last"}');
  }
  const map: ColumnMap = {};
  for (const [column, target] of Object.entries(value)) {
    if (target !== null && typeof target !== 'string') throw new ValidationError(`--map-file ${name}: the field for "${column}" must be a string or null`);
    add(map, column, target ?? '', `--map-file ${name}`);
  }
  return map;
}

function add(map: ColumnMap, column: string, target: string, source: string): void {
  if (Object.prototype.hasOwnProperty.call(map, column)) throw new ValidationError(`${source} names the column "${column}" twice`);
  map[column] = target === '' ? null : target;
}

/** --map and --map-file together: one map (a column named in both is refused). */
export function mergeColumnMaps(...maps: (ColumnMap | undefined)[]): ColumnMap | undefined {
  const merged: ColumnMap = {};
  let any = false;
  for (const map of maps) {
    if (!map) continue;
    for (const [column, target] of Object.entries(map)) {
      if (Object.prototype.hasOwnProperty.call(merged, column)) throw new ValidationError(`the column "${column}" is mapped by both --map and --map-file`);
      merged[column] = target;
      any = true;
    }
  }
  return any ? merged : undefined;
}
