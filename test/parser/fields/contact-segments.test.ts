// Contact lines cut into address runs. Invented people, addresses and numbers.
import { describe, it, expect } from 'vitest';
import { addressPieces, addressRuns, hasContactData, hasEmailOrPhone, isContactLabelAlone } from '../../../src/parser/fields/contact-segments.js';

describe('addressPieces', () => {
  it.each<[string, string[]]>([
    ['Lindenallee 9, 04109 Leipzig Telefon 0341 5556677', ['Lindenallee 9, 04109 Leipzig']],
    ['Barrio Norte, Villa Nueva ana.sol@example.org', ['Barrio Norte, Villa Nueva']],
    ['Rua do Sol 4, 4000-100 Porto +351 912 000 111 rui@example.org', ['Rua do Sol 4, 4000-100 Porto']],
    ['Via Po 3, 10121 Torino www.example.org/luca', ['Via Po 3, 10121 Torino']],
    ['Keizerslaan 2, 2011 AB Haarlem (023) 555 01 02', ['Keizerslaan 2, 2011 AB Haarlem']],
    ['E-mail: x@example.org', []],
  ])('%j', (segment, want) => expect(addressPieces(segment)).toEqual(want));

  it('keeps postcodes and house numbers, which are no phone numbers', () => {
    expect(addressPieces('ul. Lipowa 3/5, 30-001 Kraków')).toEqual(['ul. Lipowa 3/5, 30-001 Kraków']);
    expect(addressPieces('C/ Sol 14, 08001 Barcelona')).toEqual(['C/ Sol 14, 08001 Barcelona']);
    expect(hasContactData('2 Mill Lane, Hove BN3 1AA')).toBe(false);
    // A house number, a spaced slash and a hyphenated postcode add up to a phone's digits; the town after them says otherwise.
    expect(addressPieces('Travessa da Eira, 21 / 3000-214 Vila Serena')).toEqual(['Travessa da Eira, 21 / 3000-214 Vila Serena']);
    // The same with a space alone after the street's name and its number: the town after the postcode says it is one.
    expect(addressPieces('Travessa da Eira, 21 3000-214 Vila Serena PT')).toEqual(['Travessa da Eira, 21 3000-214 Vila Serena PT']);
    expect(addressPieces('Rua do Pomar 147 4715-093 Quintela')).toEqual(['Rua do Pomar 147 4715-093 Quintela']);
    // Parted from the words before it by a separator, no street's number: the grouped digits are a phone.
    expect(addressPieces('Ana Lima • 21 1234-567 Quintela')).toEqual(['Ana Lima', 'Quintela']);
    // An area code opens with its trunk 0: that number stays a phone.
    expect(addressPieces('Lindenweg 5, Tannbach 020 / 1234-567 Abends')).toEqual(['Lindenweg 5, Tannbach', 'Abends']);
    // The town on the line below: the line ends with the postcode.
    expect(addressPieces('Travessa da Eira, 107 1100-148')).toEqual(['Travessa da Eira, 107 1100-148']);
    // A phone of nine digits run into the street's cell after its house number: the number stays the street's.
    expect(addressPieces('Calle de los Almendros, 78 612 34 51 56')).toEqual(['Calle de los Almendros, 78']);
    expect(addressPieces('Rua das Tílias, 29 912 345 270')).toEqual(['Rua das Tílias, 29']);
    // Without the phone's nine digits after it, the number is the phone's first group.
    expect(addressPieces('Rue des Saules, 06 12 34 56 78')).toEqual(['Rue des Saules']);
  });
});

describe('addressRuns', () => {
  it('joins the pieces of one address across separators', () => {
    expect(addressRuns(['Birkenweg 7', '50667 Köln'])).toEqual([['Birkenweg 7', '50667 Köln']]);
  });

  it('ends a run at contact data, so that a job title and a place are two runs', () => {
    expect(addressRuns(['Data Analyst', 'jane@example.org', 'Springfield, IL'])).toEqual([['Data Analyst'], ['Springfield, IL']]);
    expect(addressRuns(['Analista', 'Tel. 600 111 222 Calle Luna 3'])).toEqual([['Analista'], ['Calle Luna 3']]);
  });
});

describe('hasEmailOrPhone and abbreviated labels', () => {
  it('an e-mail or a phone number, not a label word alone', () => {
    expect(hasEmailOrPhone('mira@example.org')).toBe(true);
    expect(hasEmailOrPhone('+39 347 123 4696')).toBe(true);
    expect(hasEmailOrPhone('612 34 56 78')).toBe(true);
    expect(hasEmailOrPhone('Shipped mobile app')).toBe(false);
    expect(hasContactData('Shipped mobile app')).toBe(true);
  });
  it('a label with its abbreviation dot ("Cell.", "Mob.") is cut out with its number', () => {
    expect(addressPieces('Via dei Tigli 13 Cell. +39 347 123 4696')).toEqual(['Via dei Tigli 13']);
    expect(addressPieces('Borgoverde Mob. 333 123 4567')).toEqual(['Borgoverde']);
  });
});

describe('addressRuns and a CEP that opens with 0', () => {
  it('keeps "01310-100" as address text, not a phone number', () => {
    expect(addressRuns(['01310-100 Pedra Funda'])).toEqual([['01310-100 Pedra Funda']]);
    expect(addressRuns(['01310-100Pedra Funda'])).toEqual([['01310-100Pedra Funda']]);
    // A number with a trunk 0 and eight more digits is still a phone.
    expect(addressRuns(['Pedra Funda 0131 0100 555'])).toEqual([['Pedra Funda']]);
  });
});

describe('Danish and Norwegian national numbers of eight digits', () => {
  it('a segment of nothing else in their groups is a phone, which ends the run before it', () => {
    for (const number of ['412 34 269', '20 12 34 56', '20.12.34.56', '© 412-34-775']) expect(hasEmailOrPhone(number)).toBe(true);
    expect(addressRuns(['Fjordvik', '412 34 269'])).toEqual([['Fjordvik']]);
  });
  it('mixed separators, fewer digits or other words around them are not', () => {
    for (const text of ['412 34-269', '1234 56', '12 34 56', 'Storgata 12 34 56 78 Fjordvik']) expect(hasEmailOrPhone(text)).toBe(false);
  });
});

describe('isContactLabelAlone', () => {
  it.each([['email', true], ['Phone', true], ['Tel.:', true], ['E-Mail', true], ['Mobil', true],
    ['Tel. 0341 5556677', false], ['email me anytime', false], ['Telefonistin', false], ['Kellbach', false], ['', false],
  ])('%j → %s', (text, want) => expect(isContactLabelAlone(text)).toBe(want));
});
