// Postcode shapes and regions of the countries many English, Spanish and Portuguese CVs come from that the European forms
// of address-parts.ts do not cover (India, Singapore, Australia, South Africa, Kenya, Mexico, Argentina, Nigeria), as data:
// one table, from which the address reader's patterns are built. General knowledge of each country's postal system.
//   shape: the postcode as printed (a regular-expression source, no groups);
//   after: where the postcode stands: 'town' right after the town with a space ("Singapore 560214"), 'comma' after the town
//     and a comma or dash ("Durban, 4001", "Town - 500034"), 'state' after the town and the state's code ("Perth WA 6000"),
//     'before' before the town ("C1425 Buenos Aires", "(C1425) Buenos Aires"), 'box' after a post-office box's number and a
//     dash ("P.O. Box 4521-00100"), 'label' only after a postcode label ("PIN: 560034", "C.P. 06600", "CP C1425");
//   states: the codes or names of its states, printed after the town ("Town NSW 2000", "Town, Telangana", "Town, Kano State").

export interface PostcodeShape {
  shape: string;
  after: readonly ('town' | 'comma' | 'state' | 'before' | 'box' | 'label')[];
  states?: readonly string[];
}

export const WORLD_POSTCODES: Record<string, PostcodeShape> = {
  // PIN: six digits ("Town - 500034", "Town 560034", "PIN: 411014").
  IN: {
    shape: String.raw`\d{6}`, after: ['town', 'comma', 'label'],
    states: ['Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana', 'Himachal Pradesh',
      'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
      'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh', 'Uttarakhand', 'West Bengal',
      'Delhi', 'NCT of Delhi', 'Jammu and Kashmir', 'Ladakh', 'Puducherry', 'Chandigarh'],
  },
  // Six digits after the city-state's name ("Singapore 560214").
  SG: { shape: String.raw`\d{6}`, after: ['town', 'comma'] },
  // Four digits after the town and its state's code ("Sydney NSW 2000").
  AU: { shape: String.raw`\d{4}`, after: ['state'], states: ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] },
  // Four digits after the town and a comma ("Pretoria, 0181").
  ZA: { shape: String.raw`\d{4}`, after: ['comma'] },
  // Five digits after a post-office box and a dash: the code of its post office ("P.O. Box 4521-00100, Nairobi").
  KE: { shape: String.raw`\d{5}`, after: ['box'] },
  // Five digits, mostly after "C.P." ("C.P. 06600"); the states' short forms after the town.
  MX: { shape: String.raw`\d{5}`, after: ['label'], states: ['CDMX', 'Jal.', 'N.L.', 'Edo. Méx.', 'Pue.', 'Qro.', 'Gto.', 'Yuc.', 'B.C.'] },
  // CPA: the province's letter and four digits, sometimes the block's three letters ("C1425", "C1425ABC").
  AR: { shape: String.raw`[A-HJ-NP-Z]\d{4}(?:[A-Z]{3})?`, after: ['before', 'label'], states: ['CABA'] },
  // No postcode in use; the town stands before its state ("Ikeja, Lagos State").
  NG: { shape: '', after: [], states: [] },
};

const shapesWhere = (where: PostcodeShape['after'][number]): string[] => [...new Set(Object.values(WORLD_POSTCODES)
  .filter((c) => c.after.includes(where) && c.shape !== '').map((c) => c.shape))];

/** Shapes printed right after the town with a space ("Singapore 560214"). */
export const POSTCODES_AFTER_TOWN = shapesWhere('town').join('|');
/** Shapes printed after the town and a comma or a dash, alone in their part ("4001"). */
export const POSTCODES_ALONE = shapesWhere('comma').join('|');
/** Shapes printed before the town ("C1425 Buenos Aires"). */
export const POSTCODES_BEFORE_TOWN = shapesWhere('before').join('|');
/** Shapes printed after a postcode label ("PIN: 560034", "C.P. 06600"). */
export const POSTCODES_LABELLED = shapesWhere('label').join('|');
/** State codes printed between the town and a postcode ("Perth WA 6000"). */
export const STATES_BEFORE_POSTCODE = Object.values(WORLD_POSTCODES).filter((c) => c.after.includes('state')).flatMap((c) => c.states ?? []).join('|');

// State names and codes printed after the town, lowercased, with their country, for a Map lookup (no pattern to compile).
const STATE_COUNTRY = new Map(Object.entries(WORLD_POSTCODES).flatMap(([country, c]) => (c.states ?? []).map((s) => [s.toLowerCase(), country])));

/**
 * The country of a part that names a state after its town: one of the table's ("Telangana", "NSW", "CDMX") or a name and the
 * word "State" ("Lagos State", as Nigerian addresses print it); undefined for any other part.
 */
export function stateCountry(part: string): string | undefined {
  const p = part.trim();
  const known = STATE_COUNTRY.get(p.toLowerCase());
  if (known) return known;
  if (!p.endsWith(' State')) return undefined;
  const name = p.slice(0, -' State'.length);
  return name.length >= 2 && name.length <= 25 && name.split(' ').length <= 2 && /^\p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?$/u.test(name) ? 'NG' : undefined;
}
export const isStatePart = (part: string): boolean => stateCountry(part) !== undefined;
