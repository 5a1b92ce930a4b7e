// Classes of failure the invented-CV generator's wild set found (test/parser/generator/wild.mjs), one rule each,
// on invented people, streets and towns: names printed family name first outside Hungary, lines that only look
// like names where no name is printed, streets wrapped in a narrow column, house numbers with a letter or a
// floor, an address broken after its town, and birth dates after a short prose label.
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { isStreet, wrappedStreet } from '../../../src/parser/fields/address-parts.js';
import { extractBirthDate } from '../../../src/parser/fields/birth-date.js';
import { looksFamilyFirst } from '../../../src/parser/fields/name-order.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = [], language = 'fr'): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false, language });
  return [r.first, r.last];
};
const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('family name first outside Hungary', () => {
  it.each<[string, string[], string[], [string, string]]>([
    ['the e-mail spells the words the other way round and the tables agree', ['Okabara Yuki', 'yuki.okabara@example.org'],
      ['yuki.okabara@example.org'], ['Yuki', 'Okabara']],
    // Without the e-mail, the name data decide (name-order-east-asian.ts): two words of romaji, the second a given name.
    ['without the e-mail, romaji before a given name is family first', ['Okabara Yuki', 'Analyste'], [], ['Yuki', 'Okabara']],
    ['without the e-mail, other names keep the printed order', ['Tessarin Quorvel', 'Analyste'], [], ['Tessarin', 'Quorvel']],
    ['an unknown given name before a family name that is a given name elsewhere', ['Chinwevu Ambrose', 'Analyste'], [], ['Chinwevu', 'Ambrose']],
    ['given name first stays', ['Yuki Okabara', 'Analyste'], [], ['Yuki', 'Okabara']],
    ['the e-mail shortens the second word', ['Tessarin Quorvel', 'q.tessarin@example.org'], ['q.tessarin@example.org'], ['Quorvel', 'Tessarin']],
    ['the e-mail shortens the first word', ['Quorvel Tessarin', 'q.tessarin@example.org'], ['q.tessarin@example.org'], ['Quorvel', 'Tessarin']],
    ['capitals already mark the family name', ['OKABARA Yuki', 'Analyste'], [], ['Yuki', 'Okabara']],
  ])('%s', (_n, rows, emails, want) => expect(name(rows, emails)).toEqual(want));

  it('the reversed e-mail needs the tables to agree; the e-mail initial is enough alone', () => {
    expect(looksFamilyFirst(['Okabara', 'Yuki'], ['yuki.okabara'])).toBe(true);
    expect(looksFamilyFirst(['Tessarin', 'Quorvel'], ['quorvel.tessarin'])).toBe(false);
    expect(looksFamilyFirst(['Tessarin', 'Quorvel'], ['qtessarin'])).toBe(true);
    expect(looksFamilyFirst(['Anna', 'Lucia'], [])).toBe(false);
  });
});

describe('no name rather than a wrong one', () => {
  it('a skills line low in a sidebar is no name', () => {
    expect(name(['cv.contact@example.org', '+49 30 9081726', 'Lindmoor', 'Kenntnisse', 'Mehrwert', 'Erfahrung',
      '03/2020 – 05/2023 Brunnfeld GmbH, Disponent', 'Touren geplant.', 'Sprachkenntnisse', 'Excel, Buchhaltung'], [], 'de')).toEqual(['', '']);
  });

  it('a headline that is the latest job title, printed alone above its period, is no name', () => {
    expect(name(['Warehouse Planner', 'cv.jobs@example.org', 'Experience', 'Warehouse Planner', '03/2020 – present', 'Brightfold Freight Ltd'],
      [], 'en')).toEqual(['', '']);
  });

  it('a headline run together with a place and its country is no name', () => {
    expect(name(['Quality Planner Lindmoor, Deutschland', 'cv.jobs@example.org', 'Erfahrung'], [], 'de')).toEqual(['', '']);
  });

  it('the first line under a skills heading is no name, even near the top', () => {
    expect(name(['Técnica de contas', 'cv.info@example.org', 'Competências:', 'SQL, Excel,', 'Atendimento'], [], 'pt')).toEqual(['', '']);
  });

  it('a bare label glued before two family names in capitals', () => {
    expect(name(['Nombre QUINTELA ARROYAL Lucía Inés', 'Contacto'], [], 'es')).toEqual(['Lucía Inés', 'Quintela Arroyal']);
  });

  it('a real name at the top still wins', () => {
    expect(name(['Mira Quellberg', 'Warehouse Planner', 'cv.jobs@example.org', 'Experience', 'Warehouse Planner', '03/2020 – present'], [], 'en'))
      .toEqual(['Mira', 'Quellberg']);
  });
});

describe('addresses', () => {
  it('a street wrapped in a narrow column is read whole, with the town below it', () => {
    expect(address('Contatti', 'Via delle Ortiche', 'Lontane 14', '40121 Castelvento', 'mira@example.org'))
      .toEqual({ street: 'Via delle Ortiche Lontane 14', city: 'Castelvento', zip: '40121' });
    expect(address('Cím: Szilvakert', 'utca 56.', '7623 Tölgyesvár', 'mira@example.org'))
      .toEqual({ street: 'Szilvakert utca 56', city: 'Tölgyesvár', zip: '7623' });
    expect(wrappedStreet('Software Analyst', '12 Mill Lane')).toBeUndefined();
    // A title with a street-word abbreviation ("Dr.") over a whole street is a name line and a street.
    expect(wrappedStreet('Dr. Mira Quellberg', 'Lindenquellweg 9')).toBeUndefined();
    // A headline over a whole street that opens with a street word ("al.", "ul.").
    expect(wrappedStreet('Przedstawiciel handlowy', 'al. Brzozowa 34/8')).toBeUndefined();
  });

  it('house numbers with a letter after a dash, and Hungarian floors without a comma', () => {
    expect(isStreet('Berkenlaan 52-C')).toBe(true);
    expect(isStreet('Szilvafa utca 12. 3. em.')).toBe(true);
    expect(address('Adres', 'Berkenlaan 52-C', '3511 LX Zandhoeve', 'mira@example.org'))
      .toEqual({ street: 'Berkenlaan 52-C', city: 'Zandhoeve', zip: '3511 LX' });
    expect(address('Cím: Szilvafa utca 12. 3. em., 7623 Tölgyesvár', 'mira@example.org'))
      .toEqual({ street: 'Szilvafa utca 12. 3. em', city: 'Tölgyesvár', zip: '7623' });
  });

  it('a one-line block broken after its town goes on with the country below, past another column\'s line', () => {
    expect(address('mira@example.org • +49 30 9081726 • Lindmoor,', 'Deutschland', 'Erfahrung').city).toBe('Lindmoor');
    expect(address('mira@example.org • +39 333 908 1726 • Castelvento,', 'Analista dati', 'Italia', 'Esperienza').city).toBe('Castelvento');
  });

  it('a contact heading in the label cell is no town', () => {
    expect(address('Kontakt\tLindmoor, Deutschland, mira@example.org').city).toBe('Lindmoor');
  });
});

describe('birth dates after a short prose label', () => {
  it.each([
    ['Portuguese', 'Nascida em 18/05/1977', '1977-05-18'],
    ['Polish', 'ur. 18.12.1996', '1996-12-18'],
  ])('%s', (_n, line, want) => {
    expect(extractBirthDate(docOf('mira@example.org', line, 'Experiência', '2019 – 2023 Analista')).value).toBe(want);
  });
});
