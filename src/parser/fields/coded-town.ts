// A town printed with its country's ISO code and nothing else: "Kellbach DE" or "DE Kellbach", as web templates print a
// JSON Resume's `city` and `countryCode` side by side. With a comma ("Kellbach, DE") the address reader takes it as a place;
// parted by a space alone, the code was taken off the line (country-codes.ts) and a town alone was left, which the reader
// does not take without more to go on. The code is that more, where the line stands as a contact block's line does:
// beside contact data, or over the street (address.ts).
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import type { CvDocument } from './document.js';
import { countryOfCode, US_STATE_CODES } from './country-codes.js';
import { hasContactData } from './contact-segments.js';
import { isTownShaped, withoutIcon } from './lone-town.js';

export interface CodedTown {
  town: string;
  /** The country of the code ("UK" is GB). */
  region: string;
}

const US_STATES = new Set(US_STATE_CODES);

/**
 * "Kellbach DE", "DE Kellbach", "DE, Kellbach": a town-shaped text (lone-town.ts) and a country's ISO code before or after it. A US town
 * may carry its state's code at its other end ("NC Milbrook US", "US Milbrook NC": a template's `region city countryCode`).
 */
export function townAndCode(text: string, names: readonly string[] = []): CodedTown | undefined {
  const t = withoutIcon(text);
  const after = /^(.+?)\s+([A-Z]{2})$/u.exec(t);
  // The code first may have a comma after it ("DE, Kellbach": a template's `countryCode, city`); the town first with a comma
  // ("Kellbach, DE") is the address reader's own form.
  const before = /^([A-Z]{2}),?\s+(.+)$/u.exec(t);
  // Either end may hold the code ("US Milbrook NC" ends in New Caledonia's letters): the reading whose rest is a town wins.
  const readings: [string, string][] = [];
  if (after) readings.push([after[1]!, after[2]!]);
  if (before) readings.push([before[2]!, before[1]!]);
  for (const [place, code] of readings) {
    const state = code === 'US' ? /^([A-Z]{2})\s+(.+)$|^(.+?)\s+([A-Z]{2})$/u.exec(place) : null;
    const town = state && US_STATES.has(state[1] ?? state[4] ?? '') ? state[2] ?? state[3] ?? '' : place;
    const region = countryOfCode(code);
    if (region !== undefined && isTownShaped(town, names)) return { town, region };
  }
  return undefined;
}

/** The nearest line above and below `i` that holds a letter or digit. */
function neighbours(doc: CvDocument, i: number): CvDocument['lines'] {
  const text = (l: CvDocument['lines'][number]): boolean => /[\p{L}\p{N}]/u.test(l.text);
  const above = doc.lines.slice(Math.max(0, i - 3), i).filter(text).at(-1);
  const below = doc.lines.slice(i + 1, i + 4).find(text);
  return [above, below].filter((l): l is CvDocument['lines'][number] => l !== undefined);
}

/**
 * The CV names the code's country elsewhere: its calling code before a phone number, an e-mail or web domain of it, or (for
 * the US and Canada) a number in their shape. Skills end in a code's letters too ("Power BI", "Java EE", "Azure AD").
 */
function namesCountry(text: string, region: string): boolean {
  let calling: string;
  try {
    calling = getCountryCallingCode(region as CountryCode);
  } catch {
    return false;
  }
  if (new RegExp(String.raw`(?:\+|\b00)\s?\(?${calling}\)?[\s.\-/]?\(?\d`, 'u').test(text)) return true;
  const domain = region === 'GB' ? '(?:co\\.)?uk' : region.toLowerCase();
  if (new RegExp(String.raw`[@.][\w-]+\.${domain}\b`, 'iu').test(text)) return true;
  return (region === 'US' || region === 'CA') && /\(\d{3}\)\s?\d{3}[-.\s]\d{4}\b|\b\d{3}[-.]\d{3}[-.]\d{4}\b/u.test(text);
}

/**
 * The town of line `i` when the whole line is a town and its country's code (or the code stands alone on the line below), the
 * line above or below holds contact data (an e-mail, a phone number, or their label: "email" ↵ "…@…" under it), and the CV
 * names that country elsewhere.
 */
export function codedTownBesideContact(doc: CvDocument, i: number, names: readonly string[]): CodedTown | undefined {
  const line = doc.lines[i];
  if (!line || line.segments.length !== 1) return undefined;
  // "Villejuif" ↵ "FR": the code alone on the line below (a template prints the city and the country's code as elements of
  // their own); the contact data may then stand beside either line.
  const codeBelow = codeAloneBelow(doc, i);
  const found = townAndCode(line.text.trim(), names) ?? (codeBelow ? townAndCode(`${line.text.trim()} ${codeBelow}`, names) : undefined);
  const beside = [...neighbours(doc, i), ...(codeBelow ? neighbours(doc, i + 1) : [])];
  return found && beside.some((l) => l.segments.some(hasContactData)) && namesCountry(doc.text, found.region) ? found : undefined;
}

/** The country's ISO code the line under line `i` holds alone, if it does. */
function codeAloneBelow(doc: CvDocument, i: number): string | undefined {
  const below = doc.lines[i + 1]?.text.trim() ?? '';
  return /^[A-Z]{2}$/u.test(below) && countryOfCode(below) !== undefined ? below : undefined;
}

/**
 * "Zeestad 3011 AD": a town, four digits and two capitals that are a country's code (Andorra's) and a Dutch postcode's
 * letters alike. The line reader takes neither reading (address-parts.ts: "Wien 1010 AT" is a town, its postcode and its
 * country). The CV settles it: where it names the Netherlands (a +31 phone, a .nl address) and not the code's country, the
 * two capitals are the postcode's.
 */
export function isDutchPostcodeAfterTown(text: string, docText: string): boolean {
  const m = /^\p{Lu}[\p{L}'’.\- ]{1,40}\s\d{4}\s([A-Z]{2})$/u.exec(text.trim());
  const region = m ? countryOfCode(m[1]!) : undefined;
  return region !== undefined && /^[A-EGHJ-NPR-TV-XZ]{2}$/u.test(m![1]!) && namesCountry(docText, 'NL') && !namesCountry(docText, region);
}
