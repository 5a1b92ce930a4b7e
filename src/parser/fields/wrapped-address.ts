// An address a narrow column wrapped over two or three lines, wherever the breaks fall: "95 impasse des" ↵ "Acacias
// Toulouse" ↵ "31000 FR", "61 avenue des Glycines 69003" ↵ "Lyon FR", "Calle de la" ↵ "Rosa 12 Sevilla" ↵ "41001 ES".
// Read line by line, a word of the street is taken for the town ("61 avenue des" in "Glycines") or the street's first
// half for a whole street; read as the one line the theme printed before the column broke it, every part finds its
// place. Pure: the lines' texts and the address reader in, the whole address out.
import { endsOnStreetJoiner, opensStreetName, type AddressParts } from './address-parts.js';

/** Lines a wrapped address takes below its first: a sidebar breaks "street, postcode town, country" into three at most. */
const MAX_LINES_BELOW = 2;

const wordsOf = (text: string): string[] => text.toLocaleLowerCase().split(/[\s,]+/u).filter((w) => w !== '');

/** Every word of the lines below is a word of one of the address's parts: they hold its rest and nothing else. */
function takesAllOf(parts: AddressParts, below: readonly string[]): boolean {
  const read = new Set(wordsOf([parts.street, parts.city, parts.zip, parts.region, parts.country, parts.state].filter(Boolean).join(' ')));
  return below.every((line) => wordsOf(line).every((w) => read.has(w)));
}

/**
 * The first line alone was read short of the whole: no street, the street cut where the column broke it or run on past
 * its end, a word of the street taken for the town ("61 avenue des" in "Glycines"); or no town at all beside a country broken over lines.
 */
function isCutShort(own: AddressParts, whole: AddressParts): boolean {
  if (!whole.street) return !own.city;
  if (!own.street) return true;
  if (own.street !== whole.street && whole.street.startsWith(own.street)) return true;
  // Run on into the town, none left: "95 impasse des" ↵ "Acacias Toulouse" read as one street.
  if (!own.city && own.street.startsWith(whole.street)) return true;
  return own.city !== undefined && wordsOf(whole.street).includes(own.city.toLocaleLowerCase());
}

/**
 * The first line opens the address as read whole: a street's first half holds its house number, opens with a word that
 * names nothing but a street ("Calle", "ul.") or ends inside its name ("impasse des"); a town holds all of its name there.
 */
function opensAddress(first: string, whole: AddressParts): boolean {
  if (whole.street) {
    // A street whole on the first line goes on below only where the line ends inside its name ("… impasse des Acacias" ↵
    // a name line is no street's end).
    const goesOn = endsOnStreetJoiner(first) || !/\d/u.test(first) || first.toLocaleLowerCase().includes(whole.street.toLocaleLowerCase());
    return goesOn && wordsOf(whole.street)[0] === wordsOf(first)[0] && (/\d/u.test(first) || opensStreetName(first) || endsOnStreetJoiner(first));
  }
  const words = wordsOf(first);
  return wordsOf(whole.city ?? '').every((w, k) => words[k] === w);
}

/** What the caller knows of a place's name: a firm's, a job title or a heading read as the town is none. */
export interface WrappedAddressOptions {
  read: (text: string) => AddressParts;
  isTown: (city: string) => boolean;
}

/**
 * The address of `first` and the lines below it read as one line, when that reading has its street, town and postcode (or
 * a town and its country), opens on the first line, takes every word of the lines it joins, and completes what `own` (the
 * first line's own reading) cut short; undefined otherwise. `below`: the text lines under the first, in order (a caller
 * leaves out what cannot continue an address: contact data, headings, another cell's text).
 */
export function addressOverLines(first: string, below: readonly string[], own: AddressParts,
  { read, isTown }: WrappedAddressOptions): AddressParts | undefined {
  // The most lines that read so: a line read with the one under it only may still end inside the address ("8 rue de la" ↵
  // "Gare 67000" ↵ "Strasbourg FR" makes "Gare" a town).
  for (let k = Math.min(MAX_LINES_BELOW, below.length); k >= 1; k--) {
    const joined = below.slice(0, k);
    const whole = read([first.trim(), ...joined.map((l) => l.trim())].join(' '));
    // A street, its town and postcode; or a town and its country, the country's long name broken ("Leeds, United Kingdom
    // of" ↵ "Great Britain and Northern" ↵ "Ireland").
    if (!whole.city || !isTown(whole.city) || !(whole.zip || (!whole.street && whole.country))) continue;
    if (!opensAddress(first, whole) || !takesAllOf(whole, joined)) continue;
    return isCutShort(own, whole) ? whole : undefined;
  }
  return undefined;
}
