// A town line a narrow column broke, read whole again: the postcode wrapped under the street and its town, the town's name
// broken inside a word, a country's long name wrapped after the town. Web themes printed to PDF break their contact cells
// so. Pure: the text of the line, the text of the line below and the address reader in, the parts of the two read as one
// line out (or undefined). address.ts decides which lines may be read together (one run, no contact data). A British
// postcode broken between its two codes is joined on the document before (withUkPostcodesJoined).
import type { AddressParts } from './address-parts.js';
import { opensOnTownJoiner } from './town-joiner-break.js';
import type { CvDocument, CvLine } from './document.js';

type Reader = (text: string) => AddressParts;

/**
 * "Quellenweg 20 Kellbach" ↵ "10115 DE", "9 Elm Lane Townley" ↵ "AB1 2CD GB": a street and its town whose postcode (and the
 * country's code after it) was wrapped onto the line below; "Largo das Oliveiras, 107 1100-148" ↵ "Lisboa PT": a street and
 * its postcode whose town was. Read as one line the three parts are there, the break between the town and the postcode,
 * and the line below holds a few words at most. (A street over a whole town line is read as it is elsewhere.)
 */
export function postcodeWrapped(text: string, below: string, read: Reader): AddressParts | undefined {
  const alone = below.trim();
  if (alone === '' || alone.split(/\s+/).length > 3) return undefined;
  const joined = read(`${text.trim()} ${alone}`);
  if (!joined.street || !joined.city || !joined.zip) return undefined;
  const zipBelow = /\d/.test(alone) && alone.includes(joined.zip) && text.includes(joined.city);
  const townBelow = alone.includes(joined.city) && text.trim().endsWith(joined.zip);
  return zipBelow || townBelow ? joined : undefined;
}

/**
 * "12 rue Haute 44000 Valr" ↵ "ouge FR", "Rua Nova, 22 4000-322 P" ↵ "ortela PT", "9 Elm Lane AB1 2CD Townley G" ↵ "B": a
 * column that breaks words anywhere (a web theme's `word-break`) broke the town line inside a word. The line below is one
 * or two words that open in small letters (no word of a place does), or the line ends in a capital alone and the line
 * below opens with one or two capitals alone (the rest of a country's code): the two halves are one word, and read so the
 * line is a town line with a street or postcode.
 */
export function townWordBroken(text: string, below: string, read: Reader): AddressParts | undefined {
  const rest = below.trim();
  if (/[\s,]$/u.test(text) || rest === '' || rest.split(/\s+/).length > 2) return undefined;
  const inWord = /^\p{Ll}/u.test(rest) || (/(?:^|\s)\p{Lu}$/u.test(text) && /^\p{Lu}{1,2}(?:\s|$)/u.test(rest));
  // "da Vitória", "am Main": a small word of a town's name before a capitalised word is a word of its own (town-joiner-break.ts).
  if (!inWord || opensOnTownJoiner(rest)) return undefined;
  const joined = read(`${text}${rest}`);
  return joined.city && (joined.zip || joined.street) ? joined : undefined;
}

/**
 * "Townley, United Kingdom of Great" ↵ "Britain and Northern Ireland": a town and its country's name as a list of countries
 * prints it (ISO 3166's long names), wrapped inside the name. Read with the line below, the line is a town and its country,
 * and the name starts on the line above; no street or postcode is on either line.
 */
export function countryNameWrapped(text: string, below: string, read: Reader): AddressParts | undefined {
  const head = text.split(',').at(-1)?.trim() ?? '';
  const rest = below.trim();
  if (/\d/.test(text) || /\d/.test(rest) || !text.includes(',') || head === '' || rest === '') return undefined;
  const joined = read(`${text.trim()} ${rest}`);
  return joined.city && joined.country?.startsWith(head) && joined.country !== head && !joined.street && !joined.zip ? joined : undefined;
}

/**
 * "pl. Lipowy 6, 77-881 Ożarek" ↵ "Nadrzeczny": a town of two words ("Ożarek Nadrzeczny", as a town's second name tells it
 * from another of its first) whose second word a narrow column wrapped. The line ends on the town after its postcode, the
 * line below is one or two capitalised words, and the town of the two read as one line is printed whole elsewhere in the
 * document (a job's place, a school's town): the writer's own spelling of the name says the words are one town's.
 */
export function townNameWrapped(text: string, below: string, read: Reader, documentText: string): AddressParts | undefined {
  const rest = below.trim();
  if (!/^\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?$/u.test(rest)) return undefined;
  const alone = read(text);
  const joined = read(`${text.trim()} ${rest}`);
  if (!alone.city || !alone.zip || joined.zip !== alone.zip || joined.city !== `${alone.city} ${rest}`) return undefined;
  return documentText.includes(joined.city) ? joined : undefined;
}

// A British postcode's two halves: the outward code ending the line's last cell, the inward code alone opening the next line.
const OUTWARD_AT_END = /\s[A-Z]{1,2}\d[A-Z\d]?$/u;
const INWARD = /^\d[A-Z]{2}$/u;

/**
 * The document with each British postcode a narrow column broke between its outward and inward codes ("Pellow End ET8" ↵
 * "7RG") whole again on the line of its outward code. The line below may go on with the other column's text in a cell of its
 * own ("7RG⇥Data Analyst"): only its first cell moves up. The same document when no postcode is so broken; the lines keep
 * their indexes.
 */
export function withUkPostcodesJoined(doc: CvDocument): CvDocument {
  let lines: CvLine[] | undefined;
  for (let k = 0; k + 1 < doc.lines.length; k++) {
    const line = (lines ?? doc.lines)[k]!;
    const next = doc.lines[k + 1]!;
    const last = line.segments.at(-1)?.trim();
    const inward = next.segments[0]?.trim();
    if (last === undefined || inward === undefined || !OUTWARD_AT_END.test(last) || !INWARD.test(inward)) continue;
    lines ??= [...doc.lines];
    lines[k] = { ...line, text: `${line.text.trimEnd()} ${inward}`, segments: [...line.segments.slice(0, -1), `${last} ${inward}`] };
    const rest = next.segments.slice(1);
    lines[k + 1] = { ...next, text: rest.join('\t'), segments: rest };
  }
  return lines ? { ...doc, lines } : doc;
}
