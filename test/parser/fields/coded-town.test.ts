// A town and its country's ISO code parted by a space alone ("Kellbach DE", "DE Kellbach"), as web templates print a JSON
// Resume's `city` and `countryCode`: beside the contact data, or over the street. Before, the code was taken off and the
// town alone was left unread; over the street, the street was read without its town (or nothing, with the country's
// name). Invented people, streets and towns.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { townAndCode } from '../../../src/parser/fields/coded-town.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows), ['Ilka Dornwaldt']).value;

describe('townAndCode', () => {
  it.each<[string, { town: string; region: string }]>([
    ['Kellbach DE', { town: 'Kellbach', region: 'DE' }],
    ['DE Kellbach', { town: 'Kellbach', region: 'DE' }],
    ['DE, Kellbach', { town: 'Kellbach', region: 'DE' }],
    ['Frankfurt am Main DE', { town: 'Frankfurt am Main', region: 'DE' }],
    ['Elmbury UK', { town: 'Elmbury', region: 'GB' }],
    // A US town with its state's code at its other end.
    ['NC Milbrook US', { town: 'Milbrook', region: 'US' }],
    ['US Milbrook NC', { town: 'Milbrook', region: 'US' }],
  ])('%s', (text, want) => expect(townAndCode(text)).toEqual(want));

  it.each([
    'Kellbach', 'Kellbach XY', // no code, or no ISO code
    'IT Consultant', // a job title after a code's letters
    'Lindenweg 5 DE', // a street
    'DE 10115', 'Kellbach, DE', // a postcode; a comma (the address reader's own form)
    'XY Milbrook US', // no state's code
  ])('not %s', (text) => expect(townAndCode(text)).toBeUndefined());
});

describe('extractAddress: a town and its code', () => {
  it('alone on a line beside the contact data (its label over it)', () => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'Monatliche Berichte für die Leitung.', 'Kellbach DE', 'email',
      'ilka.dornwaldt@example.de', 'phone', '+49 30 5550 1234', 'Work', 'Wendelhorst GmbH'))
      .toEqual({ street: '', city: 'Kellbach', zip: '' });
  });

  it.each([
    ['Kellbach', 'DE', '+49 30 5550 1234', 'Kellbach'],
    ['Villebrune-sur-Loire', 'FR', '+33 6 47 21 90 58', 'Villebrune-sur-Loire'],
    ['Santa Cruz de Mora', 'ES', '+34 612 34 53 00', 'Santa Cruz de Mora'],
    ['Ashby Marsh', 'GB', '+44 7700 900039', 'Ashby Marsh'],
  ])('%s ↵ %s: the code alone on the line under the town, beside the contact data', (town, code, phone, city) => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'Monatliche Berichte für die Leitung.', 'location', town, code, 'email',
      'ilka.dornwaldt@example.com', 'phone', phone, 'Work', 'Wendelhorst GmbH')).toEqual({ street: '', city, zip: '' });
  });

  it('not a town over a code whose country the CV names nowhere, nor a word over a code away from the contact data', () => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'Kellbach', 'FR', 'email', 'ilka.dornwaldt@example.de', 'phone',
      '+49 30 5550 1234', 'Work', 'Wendelhorst GmbH')).toEqual({ street: '', city: '', zip: '' });
    // A languages list of names over their codes, below the contact block.
    expect(address('Ilka Dornwaldt', 'ilka.dornwaldt@example.de', '+49 30 5550 1234', 'Summary', 'Monatliche Berichte.',
      'Sprachen', 'Deutsch', 'DE', 'Englisch', 'EN', 'Work', 'Wendelhorst GmbH')).toEqual({ street: '', city: '', zip: '' });
  });

  it('a US town with its state, beside the contact data', () => {
    expect(address('Ilka Dornwaldt', 'Sales Coordinator', 'Ran supplier reviews.', 'NC Milbrook US', 'email',
      'ilka.dornwaldt@example.com', 'phone', '(614) 555-0106', 'Work', 'Brightmoor Ltd'))
      .toEqual({ street: '', city: 'Milbrook', zip: '' });
  });

  it.each([['Power BI'], ['Java EE'], ['Azure AD']])('not %s, a skill ending in a code whose country the CV names nowhere', (skill) => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'ilka.dornwaldt@example.de', '+49 30 5550 1234', skill, 'Tableau',
      'Work', 'Wendelhorst GmbH')).toEqual({ street: '', city: '', zip: '' });
  });

  it('not away from the contact data', () => {
    expect(address('Ilka Dornwaldt', 'ilka.dornwaldt@example.de', '+49 30 5550 1234', 'Summary', 'Monatliche Berichte.',
      'Skills', 'Reporting', 'Planung', 'Kellbach DE', 'Controlling', 'Work', 'Wendelhorst GmbH'))
      .toEqual({ street: '', city: '', zip: '' });
  });

  it.each([
    ['DE Kellbach'], ['Kellbach DE'], ['Kellbach, Germany'], ['Kellbach, DE'], ['DE, Kellbach'],
  ])('%s over the street', (town) => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'Skills', 'Reporting', 'Planung', town, 'Quellenstraße 20',
      'ilka.dornwaldt@example.de', '+49 30 5550 1234'))
      .toEqual({ street: 'Quellenstraße 20', city: 'Kellbach', zip: '' });
  });

  it('over a street without a street word', () => {
    expect(address('Ilka Dornwaldt', 'Analist', 'Skills', 'Rapportage', 'NL Zandhoorn', 'Berkenhof 125',
      'ilka@example.nl', '+31 20 555 4081'))
      .toEqual({ street: 'Berkenhof 125', city: 'Zandhoorn', zip: '' });
  });

  it('over a street without a street word, the e-mail and phone in a column beside them', () => {
    expect(address('Ilka Dornwaldt', 'Analist', 'Skills', 'Rapportage', 'NL, Zandhoorn\tilka@example.nl', 'Berkenhof 125\t+31 20 555 4081',
      'Work', 'Wendelhorst B.V.'))
      .toEqual({ street: 'Berkenhof 125', city: 'Zandhoorn', zip: '' });
  });
});

describe('a town and a Dutch postcode whose letters are a country code', () => {
  it('is the postcode where the CV names the Netherlands', () => {
    expect(address('Ilka Dornwaldt', 'Boekhouder', 'About', 'Lindengracht 44', 'Zeestad 3011 AD', 'ilka@example.nl', '+31 20 555 4739',
      'Skills', 'Excel')).toEqual({ street: 'Lindengracht 44', city: 'Zeestad', zip: '3011 AD' });
  });

  it('not where the CV names another country', () => {
    expect(address('Ilka Dornwaldt', 'Buchhalterin', 'About', 'Zeestad 1010 AT', 'ilka@example.at', '+43 1 555 4739', 'Skills', 'Excel').zip)
      .not.toBe('1010 AT');
  });
});

describe('a form of labels over their values, without colons', () => {
  it.each([
    ['location', 'Villebrune FR', 'Villebrune'],
    ['location', 'Santa Cruz de Mora ES', 'Santa Cruz de Mora'],
    ['City', 'Ashby Marsh', 'Ashby Marsh'],
    ['Wohnort', 'Kellbach', 'Kellbach'],
  ])('%s ↵ %s ↵ email ↵ …', (label, value, city) => {
    // The phone in national form: the CV names no country but by the code beside the town.
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'Monatliche Berichte für die Leitung.', label, value, 'email',
      'ilka.dornwaldt@example.org', 'phone', '06 12 34 16 29', 'Work', 'Wendelhorst GmbH')).toEqual({ street: '', city, zip: '' });
  });

  it('a label over another label is a heading over its labelled rows', () => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'Contact', 'Email', 'ilka.dornwaldt@example.org', 'Phone', '+49 30 1234 5767',
      'Location', 'Address', 'Renkgasse 88b', 'Postal Code & City', '60522 Kellbach', 'Work', 'Wendelhorst GmbH'))
      .toEqual({ street: 'Renkgasse 88b', city: 'Kellbach', zip: '60522' });
  });

  it('a label word alone away from such a form is no label', () => {
    expect(address('Ilka Dornwaldt', 'Datenanalystin', 'ilka.dornwaldt@example.org', '06 12 34 16 29', 'Skills', 'Location',
      'Data Analyst', 'Work', 'Wendelhorst GmbH')).toEqual({ street: '', city: '', zip: '' });
  });
});
