// "Frankfurt (Oder)", "Halle (Saale)", "Weiden (Oberpfalz)": German towns of one name tell themselves apart by a word in
// brackets (a river, a region) that is part of the official name, as a postal address prints it ("15230 Frankfurt (Oder)").
// The address reader drops a bracket after the town (a province's code: "Treviso (TV)", a department's number: "Lyon (69)", a
// Spanish province's name: "Alcalá de Henares (Madrid)");
// a name in brackets right after the town is given back to it here, also where a narrow column put it on the line below.
// Pure: the line (or the document) and what was read of it in, the parts (or the town) out.
import type { CvDocument } from './document.js';
import { countryFromName, countryFromNativeName } from './locale.js';
import { isListedCountryName } from './country-names.js';

// A capitalised word or two with small letters, an abbreviation's full stop perhaps ("Oder", "Oberpfalz", "Westf.",
// "Landkreis Celle"): no code of capitals or digits, no longer text.
const QUALIFIER = /^\p{Lu}\p{Ll}[\p{L}'’.-]*(?: \p{L}[\p{L}'’.-]*)?$/u;

// Spain's provinces (and their co-official and older names), which a Spanish address prints in brackets after the town
// ("50001 Zaragoza (Zaragoza)", "28801 Alcalá de Henares (Madrid)"): where the town is, not part of its name.
const SPANISH_PROVINCES = new Set(['alava', 'araba', 'albacete', 'alicante', 'alacant', 'almeria', 'asturias', 'avila', 'badajoz',
  'baleares', 'illes balears', 'islas baleares', 'barcelona', 'burgos', 'caceres', 'cadiz', 'cantabria', 'castellon', 'castello',
  'ciudad real', 'cordoba', 'a coruna', 'la coruna', 'cuenca', 'girona', 'gerona', 'granada', 'guadalajara', 'gipuzkoa', 'guipuzcoa',
  'huelva', 'huesca', 'jaen', 'leon', 'lleida', 'lerida', 'la rioja', 'lugo', 'madrid', 'malaga', 'murcia', 'navarra', 'nafarroa',
  'ourense', 'orense', 'palencia', 'las palmas', 'pontevedra', 'salamanca', 'santa cruz de tenerife', 'segovia', 'sevilla', 'soria',
  'tarragona', 'teruel', 'toledo', 'valencia', 'bizkaia', 'vizcaya', 'zamora', 'zaragoza', 'ceuta', 'melilla']);
const isSpanishProvince = (text: string): boolean =>
  SPANISH_PROVINCES.has(text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/gu, ' '));

const namesCountry = (text: string): boolean => countryFromName(text) !== undefined || countryFromNativeName(text) !== undefined
  || isListedCountryName(text);

/**
 * `parts` with the town's qualifier after its name where the line prints "Town (Qualifier)" with nothing between and nothing
 * but a separator after; `parts` as they are otherwise (no town, a code or a country in the brackets).
 */
export function withTownQualifier<P extends { city?: string; zip?: string }>(line: string, parts: P): P {
  const city = parts.city;
  if (!city || !line.includes('(')) return parts;
  const at = line.indexOf(`${city} (`);
  if (at < 0 || /[\p{L}\p{N}]/u.test(line.charAt(at - 1))) return parts;
  const open = at + city.length + 2;
  const close = line.indexOf(')', open);
  const qualifier = close < 0 ? '' : line.slice(open, close).trim();
  // Only a separator, the postcode read or the end after the bracket: "Town (North) Street 5" is no town's name.
  const after = close < 0 ? '' : line.slice(close + 1).trimStart();
  const ends = after === '' || /^[,;|·•–—-]/u.test(after) || (parts.zip !== undefined && parts.zip !== '' && after.startsWith(parts.zip));
  if (qualifier.length > 25 || !QUALIFIER.test(qualifier) || namesCountry(qualifier) || isSpanishProvince(qualifier) || !ends) {
    return parts;
  }
  return { ...parts, city: `${city} (${qualifier})` };
}

// The lines of an address from the one it was read on: a street broken over two lines, then the town line.
const ADDRESS_LINES = 4;

/**
 * "73744 Krähenfeld" ↵ "(Oder)": the town, finished by its qualifier where a narrow column wrapped it alone onto the line
 * under the line the town ends (one of the address's lines from line `from`); the town as it is otherwise.
 */
export function qualifiedTown(doc: CvDocument, city: string, from: number): string {
  const town = city.trim();
  if (town === '' || town.endsWith(')')) return city;
  const line = doc.lines.slice(from, from + ADDRESS_LINES).find((l) => l.text.trimEnd().endsWith(town));
  const below = line ? doc.lines[line.index + 1]?.text.trim() ?? '' : '';
  const m = /^\(([^()]{2,25})\)$/u.exec(below);
  const qualifier = m?.[1]?.trim() ?? '';
  return m && QUALIFIER.test(qualifier) && !namesCountry(qualifier) && !isSpanishProvince(qualifier) ? `${town} (${qualifier})` : city;
}
