// An address printed as a form, one part to a row under a label of its own: "Address ⇥ Lindenweg 5" ↵ "Country ⇥ Germany"
// ↵ "City ⇥ Seestadt" (or each label on a line over its value, as an HTML page's definition list reads). Web themes print
// a résumé's location so, field by field. Read as the street's next line, "Country, Germany" made the label a town; the
// rows say which part each value is. Pure: the document and the line the rows start on in, the parts they label out.
import type { AddressParts } from './address-parts.js';
import type { CvDocument, CvLine } from './document.js';
import { isCountry } from './address-parts.js';
import { countryOfCode } from './country-codes.js';

type Part = 'city' | 'zip' | 'country' | 'state';

// The labels of one part each, in the languages of the CVs read; a trailing colon is allowed. (The address labels of
// address.ts open an address; these name a part of it.)
const PART_LABELS: readonly [Part, RegExp][] = [
  ['city', /^(?:city|town|town\/city|ort|stadt|wohnort|ville|localité|ciudad|localidad|población|città|località|comune|miasto|miejscowość|cidade|localidade|plaats|woonplaats|město|obec|mesto|város|oraș|oras|şehir|sehir|stad|ort\/stadt)$/iu],
  ['zip', /^(?:zip|zip\s*code|postcode|post\s*code|postal\s*code|postleitzahl|plz|code\s*postal|cp|c\.p\.|código\s*postal|codice\s*postale|cap|kod\s*pocztowy|postnummer|irányítószám|psč|cod\s*poștal|posta\s*kodu)$/iu],
  ['country', /^(?:country|land|staat|pays|país|paese|nazione|kraj|państwo|ország|ţara|țara|ülke|país)$/iu],
  ['state', /^(?:state|region|province|county|bundesland|région|département|provincia|regione|estado|województwo|megye|kraj\s*\(region\))$/iu],
];

/** The part a label names ("City", "Postcode:", "Pays"), or undefined. */
export function partOfLabel(text: string): Part | undefined {
  const label = text.trim().replace(/\s*[:：]$/u, '');
  return PART_LABELS.find(([, re]) => re.test(label))?.[0];
}

/** A value that can be the part: a town's or region's name, a postcode, a country's name or code. */
function fitsPart(part: Part, value: string): boolean {
  if (value === '' || value.length > 40 || /[@:]/u.test(value)) return false;
  switch (part) {
    case 'zip': return /\d/u.test(value) && value.length <= 10 && /^[\p{Lu}\d][\p{Lu}\d -]*$/u.test(value);
    case 'country': return isCountry(value) || countryOfCode(value) !== undefined;
    case 'city':
    case 'state': return /^\p{Lu}/u.test(value) && !/\d/u.test(value) && value.split(/\s+/u).length <= 4;
  }
}

const hasText = (l: CvLine): boolean => /[\p{L}\p{N}]/u.test(l.text);

/**
 * A heading a form prints in a column left of its labels, on the row of its first label ("Location ⇥ Country ⇥ France"):
 * a few words, no digit, no label of a part itself.
 */
const isSideHeading = (cell: string): boolean => /^\p{L}[\p{L} &'’.-]{0,30}$/u.test(cell.trim()) && partOfLabel(cell) === undefined;

/** The row's cells from its label on: a side heading before the label is no part of the row. */
function rowCells(line: CvLine): readonly string[] {
  const [first = '', second = ''] = line.segments;
  return line.segments.length >= 2 && partOfLabel(first) === undefined && partOfLabel(second) !== undefined && isSideHeading(first)
    ? line.segments.slice(1) : line.segments;
}

/** One labelled row from line `i` on: its part, value and the lines it takes (the label's and, below it, the value's). */
function rowAt(doc: CvDocument, i: number): { part: Part; value: string; lines: number } | undefined {
  const line = doc.lines[i];
  if (!line) return undefined;
  const cells = rowCells(line);
  const part = partOfLabel(cells[0] ?? '');
  if (part === undefined) return undefined;
  if (cells.length === 2) {
    const value = cells[1]!.trim();
    return fitsPart(part, value) ? { part, value, lines: 1 } : undefined;
  }
  if (cells.length !== 1) return undefined;
  // The label alone, its value the line below (a definition list read line by line).
  const below = doc.lines[i + 1];
  const value = below?.segments.length === 1 ? below.text.trim() : '';
  return below && hasText(below) && partOfLabel(value) === undefined && fitsPart(part, value) ? { part, value, lines: 2 } : undefined;
}

/**
 * The parts labelled on the rows from line `from` on, one after another; undefined where the line there is no such row.
 * Each part is taken once (a second "City" row belongs to another address).
 */
export function partLabelRows(doc: CvDocument, from: number): AddressParts | undefined {
  const parts: AddressParts = {};
  let i = from;
  for (let row = rowAt(doc, i); row && parts[row.part] === undefined; row = rowAt(doc, i)) {
    parts[row.part] = row.value;
    i += row.lines;
  }
  return i === from ? undefined : parts;
}

/** `parts` with the parts the rows label where it has none of its own. */
export function withLabelledParts(parts: AddressParts, rows: AddressParts): AddressParts {
  const out: AddressParts = { ...parts };
  for (const part of ['city', 'zip', 'country', 'state'] as const) if (out[part] === undefined && rows[part] !== undefined) out[part] = rows[part];
  return out;
}
