// "Name" ↵ "Town" ↵ "About": web templates print a résumé's name, then its town alone, then the first section's heading,
// and the phone and e-mail only further down. The town was read as the family name where it is a given name too
// ("Florence"), and as no town at all (a lone town needed contact data below it). Invented people and towns.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const header = (town: string, heading = 'About'): string[] => ['Ada Quillmere', town, heading, 'Ran the stock room of a busy shop.',
  'Phone: 07700 900123', 'Email: ada.quillmere@example.org', 'Work Experience', 'Brackwell Supplies Ltd', 'Store Assistant'];
const name = (rows: string[]): [string, string] => {
  const r = extractName(docOf(...rows), { emails: ['ada.quillmere@example.org'], familyFirst: false });
  return [r.first, r.last];
};
const town = (rows: string[], names: string[]): string => extractAddress(docOf(...rows), names).value.city;

describe('a town between the name and the first heading', () => {
  it.each([
    ['a town that is a given name too', header('Florence')],
    ['another heading of the vocabulary', header('Florence', 'Profile')],
  ])('is no family name: %s', (_n, rows) => expect(name(rows)).toEqual(['Ada', 'Quillmere']));

  it.each([
    ['a town alone', header('Quellbrunn'), 'Quellbrunn'],
    ['a town that is a given name too', header('Florence'), 'Florence'],
    ['over another heading of the vocabulary', header('Quellbrunn', 'Summary'), 'Quellbrunn'],
    // A picture missing from a printed page leaves its size there, or a page number stands first: no headline.
    ['under a picture\'s size', ['120x120', ...header('Quellbrunn')], 'Quellbrunn'],
    ['under a page number', ['01', ...header('Quellbrunn')], 'Quellbrunn'],
    ['over a picture\'s size before the heading', ['Ada Quillmere', 'Quellbrunn', '96x96', 'About', 'Ran the stock room.'], 'Quellbrunn'],
  ])('is the town: %s', (_n, rows, want) => expect(town(rows, ['Ada Quillmere'])).toBe(want));

  it('a given name over a family name that is a town stays one name (no heading below)', () => {
    expect(name(['Ada', 'Florence', 'Store Assistant', 'ada.florence@example.org', 'About'])).toEqual(['Ada', 'Florence']);
  });

  it.each([
    // The name was not read: the line may be the name itself.
    ['no name read', header('Quellbrunn'), []],
    // A line with words above the name: the line may be the headline over it.
    ['a line with words above', ['Store Assistant', ...header('Quellbrunn')], ['Ada Quillmere']],
    // A headline between the name and the town: the town reader's other rules decide (contact data must follow).
    ['a headline above', ['Ada Quillmere', 'Store Assistant', 'Quellbrunn', 'About', 'Ran the stock room.'], ['Ada Quillmere']],
    // A heading the vocabulary lacks below: any short capitalised line stands there.
    ['no known heading below', ['Ada Quillmere', 'Quellbrunn', 'Stockroom Stories', 'Ran the stock room.'], ['Ada Quillmere']],
  ])('is no town: %s', (_n, rows, names) => expect(town(rows, names)).toBe(''));
});
