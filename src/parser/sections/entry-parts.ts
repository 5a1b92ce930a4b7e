// What the work and the education readers share: the place parts of an entry's header, the labels
// of form rows, and the shape of a name.
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { isCountry, isUsState } from '../fields/address-parts.js';
import { isListedCountryName } from '../fields/country-names.js';
import { twoByte } from '../two-byte.js';
import { isTownShaped } from '../fields/lone-town.js';
import { EUROPASS_EMPLOYER_LABELS, EUROPASS_TITLE_LABELS, labelledBy } from './europass-labels.js';

export const MAX_ENTRIES = 20;

export const NAME_IN_TOWN = /^(.+?)\s+in\s+(\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2})$/u;

const townOfState = (part: string): boolean => /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(part) && part.split(/\s+/u).length <= 3
  && !isTitle(part) && !isCompany(part) && !isInstitution(part) && !isDegree(part);

/** Takes out the place parts: a country, the city before it, or a short last part after two others. */
export function takeLocation(parts: string[]): { rest: string[]; location: string } {
  const known = parts.findIndex((p, i) => i > 0 && isCountry(p));
  // A last part that names a country in its own language ("Example College, Zlín, Česko"), looked up in the generated
  // table only where no part is a place already known: else the town before it reads as a degree or a title.
  const own = known < 0 && parts.length >= 3 && !parts.some((p, i) => i > 0 && isPlace(p)) && isListedCountryName(parts[parts.length - 1]!);
  const country = own ? parts.length - 1 : known;
  if (country > 0) {
    // "Example Academy in Elmbury, USA": the name and its town in one part before the country.
    const named = NAME_IN_TOWN.exec(parts[country - 1]!);
    if (named && (isInstitution(named[1]!) || isCompany(named[1]!))) {
      const rest = parts.filter((_, i) => i < country - 1 || i > country);
      rest.splice(country - 1, 0, named[1]!);
      return { rest, location: `${named[2]!}, ${parts[country]!}` };
    }
    const before = parts[country - 1]!;
    const townBefore = /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(before) && !isTitle(before) && !isCompany(before) && !isInstitution(before);
    const from = country - 1 > 0 && townBefore ? country - 1 : country;
    return { rest: parts.filter((_, i) => i < from || i > country), location: parts.slice(from, country + 1).join(', ') };
  }
  const place = parts.findIndex((p, i) => i > 0 && isPlace(p));
  if (place > 0) return { rest: parts.filter((_, i) => i !== place), location: parts[place]! };
  // "Example Corp, Seattle, WA" over the title: a US state's code after a town is the place wherever the two stand.
  const state = parts.findIndex((p, i) => i >= 2 && p.length === 2 && isUsState(p) && townOfState(parts[i - 1]!));
  if (state > 0) return { rest: parts.filter((_, i) => i !== state && i !== state - 1), location: `${parts[state - 1]!}, ${parts[state]!}` };
  const last = parts[parts.length - 1];
  // A town of one to three words, or one with the small words of its name between them ("Castellón de la Plana").
  const townLast = last !== undefined && ((/^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(last) && last.split(/\s+/).length <= 3) || isTownShaped(last));
  if (parts.length >= 3 && last && townLast && !isTitle(last) && !isCompany(last) && !isInstitution(last) && !isDegree(last)) {
    // "London, UK", "Seattle, WA": a country or state code goes with the city before it.
    const city = parts[parts.length - 2];
    if (/^\p{Lu}{2,3}$/u.test(last) && parts.length >= 4 && city && /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(city) && !isTitle(city) && !isCompany(city) && !isInstitution(city)) {
      return { rest: parts.slice(0, -2), location: `${city}, ${last}` };
    }
    return { rest: parts.slice(0, -1), location: last };
  }
  return { rest: parts, location: '' };
}

// Forms and Europass print the roles as labels ("Employer: Example Ltd", "Função: Analista").
// The old Europass form's long labels (./europass-labels.ts) too: "Occupation or position held:".
export const EMPLOYER_LABEL = new RegExp('^(?:employer|company|firma|arbeitgeber|unternehmen|empresa|entreprise|employeur|azienda|datore di lavoro'
  + `|cég|munkahely|munkáltató|pracodawca|werkgever|bedrijf|zaměstnavatel|angajator|companie|şirket|işveren|${labelledBy(EUROPASS_EMPLOYER_LABELS)})`
  + '\\s*:\\s*', 'iu');
export const TITLE_LABEL = new RegExp('^(?:position|title|job title|role|speciality|specialty|function|funktion|stelle|cargo|função|puesto|poste'
  + '|fonction|ruolo|mansione|beosztás|munkakör|stanowisko|functie|pozice|funcție|pozisyon|görev|unvan'
  + `|${labelledBy(EUROPASS_TITLE_LABELS)})\\s*:\\s*`, 'iu');

export const LOCATION_LABEL = /^(?:location|place|city|ort|lieu|lugar|luogo|helyszín|miejsce|local|plaats|místo|loc|yer)\s*:\s*/iu;
export const INSTITUTION_LABEL = new RegExp('^(?:institution|school|university|hochschule|schule|établissement|institución|istituto'
  + '|intézmény|iskola|uczelnia|instituição|instelling|škola|instituție|okul)\\s*:\\s*', 'iu');
export const DEGREE_LABEL = /^(?:degree title|degree|qualification|level|niveau|nivel|livello|abschluss|diplôme|título|titolo|végzettség|opleiding|curso)\s*:\s*/iu;
export const FIELD_LABEL = /^(?:study field|field of study|major|studiengang|fachrichtung|szak|kierunek|obor|specializare|bölüm)\s*:\s*/iu;

/**
 * The part a label names, without its label, and the parts left. Every label pattern above ends in its colon: a part
 * without one is not run against it (each is a long list of words under the i flag, compiled at its first run, and most
 * CVs print no labelled rows).
 */
export function takeLabelled(parts: string[], label: RegExp): { value: string; rest: string[] } {
  // Two-byte (../two-byte.ts): a short part may be one-byte, and each label pattern would compile twice.
  const at = parts.findIndex((p) => p.includes(':') && label.test(twoByte(p)));
  if (at < 0) return { value: '', rest: parts };
  return { value: parts[at]!.replace(label, '').trim(), rest: parts.filter((_, i) => i !== at) };
}

// "Gimnázium: Example Gimnázium": a label of at most three words before a colon, then a capitalised value; a row's date
// may stand before the label ("2014 – 2018 High school: …"), no letters.
const KIND_LABELLED = /^[^\p{L}:]*(\p{L}[^:\d]{1,29}?)\s*:\s*(\p{Lu}.*)$/u;

/**
 * "Középiskola: Example Általános Iskola", "High school: Elmbury Grammar School": the kind of school as a row's label,
 * the school's name after it. The label names a kind of school and the value a school of its own: the value is the
 * school, labelled as plainly as "School:" labels it ("Master: Logistics" and "Faculty: Engineering" name no school).
 */
export function takeSchoolKindLabelled(parts: string[]): { value: string; rest: string[] } {
  for (let at = 0; at < parts.length; at++) {
    // A school's name is short: the role patterns are not run on a long run of text.
    const m = parts[at]!.includes(':') && parts[at]!.length <= 160 ? KIND_LABELLED.exec(parts[at]!) : null;
    if (!m || m[1]!.trim().split(/\s+/u).length > 3 || !isInstitution(m[1]!) || !isInstitution(m[2]!)) continue;
    return { value: m[2]!.trim(), rest: parts.filter((_, i) => i !== at) };
  }
  return { value: '', rest: parts };
}

/** Short and capitalised like a name or a title, not a date cell, a number or a sentence. */
export const nameLike = (part: string): boolean => /^\p{Lu}/u.test(part) && !/\d/.test(part) && part.split(/\s+/).length <= 6;
