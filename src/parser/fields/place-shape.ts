// Shapes that mark a piece of text as a place, whatever the town: a district named after its word ("Bairro …",
// "Quartier …", "Osiedle …", "… lakótelep") or a town glued to its Brazilian state's code ("Town/UF", "Town-UF"). Where no
// name is printed, such an address line at the top of the page is the likeliest impostor of a name.
import { BR_STATES } from './address-parts.js';
import { opensDistrict } from './district.js';

// English names the district after "of" ("District of …"); "District Manager" is a job.
const ENGLISH_DISTRICT = /^(?:[Dd]istrict|DISTRICT|[Bb]orough|BOROUGH)\s+(?:of|OF)\s+\p{Lu}/u;
// Hungarian writes the district's word after its name ("Napfény lakótelep", "XIII. kerület"): a common noun, never a name.
const DISTRICT_AFTER = /\s(lakótelep|kerület|városrész)\b/iu;
const STATE_SUFFIX = new RegExp(String.raw`\p{L}[/-](?:${BR_STATES})$`, 'u');

/** The text holds a place shape: a district opened by its word, a Hungarian district word, or a "Town/UF" state suffix. */
export function hasPlaceShape(text: string): boolean {
  const pieces = text.split(/\s*[,;|•·–—]\s*|\s+-\s+/u).map((p) => p.trim()).filter(Boolean);
  return pieces.some((p) => opensDistrict(p) || ENGLISH_DISTRICT.test(p) || STATE_SUFFIX.test(p)) || DISTRICT_AFTER.test(text);
}
