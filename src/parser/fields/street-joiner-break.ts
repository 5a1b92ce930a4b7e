// "61 avenue des" ↵ "Glycines Lyon 69003", "Calle del" ↵ "Almendro 14, 28013 Madrid": a narrow column broke the street
// after one of the small words inside its name (French des, de la, du; Spanish de, del; Italian dei, della; Portuguese das,
// dos; Dutch van, de). No street ends on such a word: the words the line below opens with finish it, up to where the town
// (or its postcode) starts, and the town read is what is left of that line; or the line above ends on such a word and opens
// the street read. The street-side twin of town-joiner-break.ts. Pure.
import type { CvDocument } from './document.js';
import { hasContactData } from './contact-segments.js';
import { endsOnStreetJoiner, isStreet, isStreetShaped, parseAddressLine } from './address-parts.js';
import { isTitle } from '../sections/roles.js';

export interface StreetAndTown { street: string; city: string; zip: string }

/** The street's name goes on below for a few words at most ("des" ↵ "Glycines", "de" ↵ "Santa Clara"). */
const MAX_WORDS_BELOW = 4;
/** Lines either side of the address's own line where the street's line is looked for. */
const NEAR = 2;

/** The address read, its street finished where the street's line was broken after a small word of its name. */
export function finishedStreet(doc: CvDocument, address: StreetAndTown, lineIndex: number): StreetAndTown {
  if (address.street === '') return address;
  if (endsOnStreetJoiner(address.street)) return continuedBelow(doc, address, lineIndex) ?? address;
  return openedAbove(doc, address, lineIndex) ?? address;
}

/** The line near `lineIndex` that passes `test`, the nearest first. */
function lineNear(doc: CvDocument, lineIndex: number, test: (text: string) => boolean): number {
  for (let d = 0; d <= NEAR; d++) {
    for (const i of d === 0 ? [lineIndex] : [lineIndex - d, lineIndex + d]) {
      const line = doc.lines[i];
      if (line !== undefined && test(line.text.trim())) return i;
    }
  }
  return -1;
}

/** "61 avenue des" ↵ "Glycines Lyon 69003": the fewest words of the line below after which the rest reads as a town. */
function continuedBelow(doc: CvDocument, address: StreetAndTown, lineIndex: number): StreetAndTown | undefined {
  const at = lineNear(doc, lineIndex, (t) => t.endsWith(address.street));
  const below = at < 0 ? undefined : doc.lines[at + 1];
  if (below === undefined || below.segments.length !== 1 || hasContactData(below.text)) return undefined;
  const words = below.text.trim().split(/\s+/u);
  for (let k = 1; k <= MAX_WORDS_BELOW && k < words.length; k++) {
    const head = words.slice(0, k).join(' ').replace(/,$/u, '');
    // The name goes on capitalised ("Glycines", "Santa Clara"), its number after it ("Almendro 14").
    if (!/^\p{Lu}/u.test(head) || /[^\p{L}\d'’.\s-]/u.test(head)) return undefined;
    const rest = words.slice(k).join(' ');
    const town = parseAddressLine(rest);
    if (town.city === undefined || town.street !== undefined) continue;
    // A number the rest opens with is its postcode ("Paix 75002 Paris"), else the street's own ("Almendro" ↵ "14, …").
    if (/^\d/u.test(rest) && (town.zip === undefined || !rest.startsWith(town.zip))) continue;
    // The town read before is this line's, or none: the street takes the words it wrongly held ("Glycines Lyon").
    if (address.city !== '' && address.city !== town.city && !address.city.startsWith(`${head} `)) return undefined;
    return { street: `${address.street} ${head}`, city: town.city, zip: town.zip ?? address.zip };
  }
  return undefined;
}

/** "Calle del" ↵ "Almendro 14, 28013 Madrid": the line above ends on a small word of a street's name and opens the street. */
function openedAbove(doc: CvDocument, address: StreetAndTown, lineIndex: number): StreetAndTown | undefined {
  const at = lineNear(doc, lineIndex, (t) => t.startsWith(address.street));
  const above = at < 1 ? undefined : doc.lines[at - 1];
  const head = above?.text.trim().replace(/,$/u, '') ?? '';
  if (above === undefined || above.segments.length !== 1 || !endsOnStreetJoiner(head) || hasContactData(head)) return undefined;
  // A few words, a house number at most before them ("12 rue de la"); no title's line ("Responsable de").
  if (!/^(?:\d{1,5}[a-z]?\s+)?[\p{L}'’.\s-]+$/u.test(head) || head.split(/\s+/u).length > MAX_WORDS_BELOW + 1) return undefined;
  if (isTitle(head) || isTitle(head.replace(/\s+\S+$/u, ''))) return undefined;
  const street = `${head} ${address.street}`;
  return isStreet(street) || isStreetShaped(street) ? { ...address, street } : undefined;
}
