// "01/06/2021 – 30/11/2025⇥Lyon, France" over "DATA ANALYST" over "Example Orchards" (the Europass editor's entry since
// 2020): the period's line names the job's town and country and nothing else. takeLocation (./entry-parts.ts) takes the
// country for the place, but leaves a town that opens the header's parts to the roles, since there it is mostly the firm
// ("Example Labs, Germany" over the title); the order fallback then made the town the employer. A printed line that holds
// nothing but a town-shaped name and that country is a place line: the town goes with the country, where two parts or
// more are left for the title and the employer.
import { isTownShaped } from '../fields/lone-town.js';
import { isCountry } from '../fields/address-parts.js';
import { isCompany, isInstitution, isTitle } from './roles.js';
import type { Entry } from './entries.js';

type Located = { rest: string[]; location: string };

/** The place with the town of its country's line added, when the header prints such a line; `located` as it is otherwise. */
export function withTownOfCountryLine(entry: Pick<Entry, 'lines'>, located: Located): Located {
  const country = located.location;
  if (country === '' || !isCountry(country) || located.rest.length < 3) return located;
  const line = entry.lines?.find((l) => l.parts.length === 2 && l.parts[1] === country);
  const town = line?.parts[0];
  if (town === undefined || !located.rest.includes(town)) return located;
  if (!isTownShaped(town) || isCompany(town) || isInstitution(town) || isTitle(town)) return located;
  return { rest: located.rest.filter((p) => p !== town), location: `${town}, ${country}` };
}
