// Hungarian CVs print the family name first ("Kovács Péter"), but one written in English may
// follow the western order ("Péter Kovács"). Common Hungarian given names settle which token
// is which; without one, the language of the CV decides (DESIGN.md §6).
import { foldDiacritics } from '../classify/text.js';

const HU_GIVEN_NAMES = [
  // men
  'ádám', 'ákos', 'andrás', 'antal', 'árpád', 'attila', 'balázs', 'barnabás', 'béla', 'bence', 'bálint', 'csaba', 'dániel', 'dávid',
  'dénes', 'domonkos', 'endre', 'ernő', 'ferenc', 'gábor', 'gergely', 'gergő', 'géza', 'györgy', 'gyula', 'imre', 'istván', 'jános',
  'józsef', 'károly', 'kristóf', 'lajos', 'lászló', 'levente', 'máté', 'márk', 'márton', 'miklós', 'mihály', 'norbert', 'olivér',
  'ottó', 'pál', 'péter', 'richárd', 'róbert', 'roland', 'sándor', 'szabolcs', 'tamás', 'tibor', 'viktor', 'vilmos', 'zoltán', 'zsolt',
  'botond', 'benedek', 'kornél', 'krisztián', 'lőrinc', 'marcell', 'milán', 'nándor', 'oszkár', 'zsombor', 'áron', 'ábel',
  // women
  'ágnes', 'ágota', 'alexandra', 'andrea', 'anikó', 'anita', 'anna', 'beáta', 'boglárka', 'borbála', 'brigitta', 'csilla', 'dóra',
  'edit', 'emese', 'enikő', 'erika', 'erzsébet', 'eszter', 'éva', 'fanni', 'gabriella', 'gizella', 'hajnalka', 'henrietta', 'ildikó',
  'ilona', 'irén', 'judit', 'julianna', 'katalin', 'kinga', 'klára', 'krisztina', 'lilla', 'luca', 'magdolna', 'margit', 'mária',
  'melinda', 'mónika', 'nikolett', 'noémi', 'nóra', 'orsolya', 'petra', 'piroska', 'réka', 'rita', 'szilvia', 'tímea', 'tünde',
  'valéria', 'veronika', 'viktória', 'vivien', 'zita', 'zsófia', 'zsuzsanna', 'emma', 'hanna', 'jázmin', 'lili', 'léna', 'csenge',
];
const given = new Set(HU_GIVEN_NAMES.map((n) => foldDiacritics(n)));

const isGiven = (token: string): boolean => given.has(foldDiacritics(token).toLowerCase());

export const isHungarianGivenName = isGiven;

/**
 * Whether the name tokens are family-name-first. `hungarianText` is the default when no
 * token is a known given name (a Hungarian-language CV), false otherwise.
 */
export function isFamilyFirst(tokens: readonly string[], hungarianText: boolean): boolean {
  const head = tokens[0] ?? '';
  const tail = tokens[tokens.length - 1] ?? '';
  if (tokens.length >= 2 && isGiven(tail) && !isGiven(head)) return true;
  if (tokens.length >= 2 && isGiven(head) && !isGiven(tail)) return false;
  return hungarianText;
}
