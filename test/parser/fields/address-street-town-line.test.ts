// The street, the town and its postcode on one run parted by spaces alone, as web templates print a JSON Resume's
// `address city postalCode countryCode` (src/parser/fields/street-town-line.ts). Before, the street took the town and the
// postcode ("14 rue des Tilleuls Morlac 29610"), or nothing was read where a comma stood inside the street. Invented
// streets and towns.
import { describe, it, expect, vi } from 'vitest';
import { isStreet, isStreetShaped, parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { townLineApart } from '../../../src/parser/fields/street-town-line.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts): the linear-time guard reads each text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

type Parts = { street?: string; city?: string; state?: string; zip?: string; region?: string };

describe('parseAddressLine: a street, then its town and postcode, parted by spaces', () => {
  it.each<[string, Parts]>([
    // Numbered first: the street word says it is a street, the town is the last word or follows an English street's kind.
    ['14 rue des Tilleuls Morlac 29610 FR', { street: '14 rue des Tilleuls', city: 'Morlac', zip: '29610', region: 'FR' }],
    ['8 avenue des Glycines La Brousse 85280', { street: '8 avenue des Glycines', city: 'La Brousse', zip: '85280' }],
    ['45 Heron Close Milbrook NC 27610 US', { street: '45 Heron Close', city: 'Milbrook', zip: '27610', region: 'US' }],
    ['Apt 4, 45 Heron Close Milbrook NC 27610', { street: 'Apt 4, 45 Heron Close', city: 'Milbrook', zip: '27610' }],
    // The house number ends the street: the town is what stands between it and the postcode.
    ['Calle de los Almendros, 12 Huescar 22091 ES', { street: 'Calle de los Almendros, 12', city: 'Huescar', zip: '22091', region: 'ES' }],
    ['Rua das Camélias, 8 Tavirela 8800-412 PT', { street: 'Rua das Camélias, 8', city: 'Tavirela', zip: '8800-412', region: 'PT' }],
    ['Bodzafa sor 17. Kisvárkony 4611 HU', { street: 'Bodzafa sor 17', city: 'Kisvárkony', zip: '4611', region: 'HU' }],
    ['Lijsterbesstraat 12 Zandhoorn 5612 KL NL', { street: 'Lijsterbesstraat 12', city: 'Zandhoorn', zip: '5612 KL', region: 'NL' }],
    // A town's article after the house number is the town's.
    ['Rua do Sol 5 A Ribeira 15091', { street: 'Rua do Sol 5', city: 'A Ribeira', zip: '15091' }],
    // A street without a street word, where the postcode and town after it say what it is.
    ['Wilgenhof 31 Oosterlaar 9712 LM', { street: 'Wilgenhof 31', city: 'Oosterlaar', zip: '9712 LM' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it.each<[string, Parts]>([
    // The town's comma before its postcode, none between the street and the town (`address city, postalCode countryCode`).
    ['Lindenweg 14 Kellbach, 10115 DE', { street: 'Lindenweg 14', city: 'Kellbach', zip: '10115', region: 'DE' }],
    ['Esdoornlaan 9 Zandhoorn, 5612 KL NL', { street: 'Esdoornlaan 9', city: 'Zandhoorn', zip: '5612 KL', region: 'NL' }],
    ['Via delle Ortensie 8 Borgoverde, 10121', { street: 'Via delle Ortensie 8', city: 'Borgoverde', zip: '10121' }],
    ['Calle de los Almendros, 12 Huescar, 22091 ES', { street: 'Calle de los Almendros, 12', city: 'Huescar', zip: '22091', region: 'ES' }],
    ['Rua das Camélias, 8 Tavirela, 8800-412', { street: 'Rua das Camélias, 8', city: 'Tavirela', zip: '8800-412' }],
    ['14 Ashgrove Road Elmbury, LS6 2AB GB', { street: '14 Ashgrove Road', city: 'Elmbury', zip: 'LS6 2AB', region: 'GB' }],
  ])('a comma before the postcode alone: %s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it.each<[string, Parts]>([
    // The orders that read already stay as they were.
    ['Quellenweg 20, 10115 Kellbach', { street: 'Quellenweg 20', city: 'Kellbach', zip: '10115' }],
    ['22 Larch Lane, Springfield, IL 62704', { street: '22 Larch Lane', city: 'Springfield', state: 'IL', zip: '62704' }],
    ['Kellbach 10115', { city: 'Kellbach', zip: '10115' }],
  ])('unchanged: %s', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('townLineApart', () => {
  const tests = { isStreet, isStreetShaped };
  it.each<[string, string]>([
    ['14 rue des Tilleuls Morlac 29610', '14 rue des Tilleuls, Morlac 29610'],
    ['Calle de los Almendros, 12 Huescar 22091', 'Calle de los Almendros, 12, Huescar 22091'],
  ])('%s', (line, want) => expect(townLineApart(line, tests)).toBe(want));

  it.each([
    // No street before the town: prose with a number, or a number-first run without a street word.
    'Led a team of 12 Kellbach 10115',
    '12 Kellbach Morlac 29610',
    // The postcode before the town, or no postcode last.
    'Quellenweg 20 10115 Kellbach',
    '14 rue des Tilleuls Morlac',
    // A floor and door after the number: the door's letter would read as a town's article ("A Ribeira").
    'Calle Mayor 5 2º A Huescar 22091',
    // Years where a street without a street word would have its number and postcode: a job's line.
    'Werkstudent 2018 Kellbach 2019',
    'Lagerist 12 Kellbach 2019',
    // Words after the number that are no town.
    'Quellenweg 20 bis zum 10115',
    // A title and a year after the town's comma: a job's line, no street.
    'Senior Analyst 3 Kellbach, 2019',
    // A British postcode after spaces alone is read elsewhere (address-parts.ts).
    '14 Ashgrove Road Elmbury LS6 2AB',
  ])('left as it is: %s', (line) => expect(townLineApart(line, tests)).toBe(line));

  it('stays linear on hostile runs', () => {
    expectLinearTime((scale) => townLineApart(`Quellenweg 20 ${'Ab '.repeat(5_000 * scale)}10115`, tests), { what: 'words' });
    expectLinearTime((scale) => townLineApart(`${'1 '.repeat(5_000 * scale)}Kellbach 10115`, tests), { what: 'numbers' });
    expectLinearTime((scale) => townLineApart(`Quellenweg 20 Kellbach${' '.repeat(12_500 * scale)}10115`, tests), { what: 'spaces' });
  });
});
