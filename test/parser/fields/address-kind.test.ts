// A current and a permanent address in one contact block (the two-addresses form of the invented-CV generator,
// test/parser/generator/country-addresses.mjs): the current one is read, whichever comes first. Invented people, streets,
// towns and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { addressKind } from '../../../src/parser/fields/address-kind.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('addressKind', () => {
  it.each<[string, 'current' | 'permanent' | undefined]>([
    ['Current address:', 'current'], ['Present address:', 'current'], ['Permanent address:', 'permanent'],
    ['Aktuelle Anschrift:', 'current'], ['Heimatanschrift:', 'permanent'], ['Adresse actuelle :', 'current'],
    ['Adresse permanente :', 'permanent'], ['Dirección actual:', 'current'], ['Indirizzo permanente:', 'permanent'],
    ['Adres do korespondencji:', 'current'], ['Adres zameldowania:', 'permanent'], ['Jelenlegi lakcím:', 'current'],
    ['Állandó lakcím:', 'permanent'], ['Huidig adres:', 'current'], ['Vast adres:', 'permanent'], ['Morada atual:', 'current'],
    ['Address:', undefined], ['Anschrift:', undefined], ['Home address:', undefined],
  ])('%s → %s', (label, kind) => {
    expect(addressKind(label)).toBe(kind);
  });
});

describe('a current and a permanent address', () => {
  it.each<[string, string, string, { street: string; city: string; zip: string }]>([
    ['English, permanent first', 'Permanent address: 14 Brookmere Lane, Oldfield OL4 2XY', 'Current address: 7 Pebble Row, Harwick HW2 9QT',
      { street: '7 Pebble Row', city: 'Harwick', zip: 'HW2 9QT' }],
    ['English, current first ("current" is no running period)', 'Current address: 7 Pebble Row, Harwick HW2 9QT',
      'Permanent address: 14 Brookmere Lane, Oldfield OL4 2XY', { street: '7 Pebble Row', city: 'Harwick', zip: 'HW2 9QT' }],
    ['German', 'Heimatanschrift: Ulmenweg 3, 54321 Talheim', 'Aktuelle Anschrift: Birkenstraße 8, 12345 Seedorf',
      { street: 'Birkenstraße 8', city: 'Seedorf', zip: '12345' }],
    ['French', 'Adresse permanente : 4 rue des Saules, 21000 Valrouge', 'Adresse actuelle : 9 rue du Pré, 44100 Montclair',
      { street: '9 rue du Pré', city: 'Montclair', zip: '44100' }],
    ['Polish', 'Adres zameldowania: ul. Sosnowa 4/2, 11-222 Borowo', 'Adres do korespondencji: ul. Polna 7/1, 33-444 Lipnik',
      { street: 'ul. Polna 7/1', city: 'Lipnik', zip: '33-444' }],
    ['Hungarian', 'Állandó lakcím: 7400 Fűzfalva, Szilfa utca 3.', 'Jelenlegi lakcím: 6720 Tóváros, Nyár utca 12.',
      { street: 'Nyár utca 12', city: 'Tóváros', zip: '6720' }],
  ])('%s', (_label, a, b, want) => {
    expect(address('Robin Example', 'Data Analyst', a, b, '+44 7700 900123', 'robin@example.org', 'Work Experience')).toEqual(want);
  });

  it('a permanent address alone is still the address', () => {
    expect(address('Robin Example', 'Permanent address: 14 Brookmere Lane, Oldfield OL4 2XY', 'robin@example.org'))
      .toEqual({ street: '14 Brookmere Lane', city: 'Oldfield', zip: 'OL4 2XY' });
  });
});
