// Case-insensitive patterns without the `i` flag (src/parser/classify/any-case.ts) match exactly
// what the `iu` patterns they replace matched: checked over every code point for the classes, and
// for the letters of the word lists, and on invented address parts for the patterns rewritten.
import { describe, expect, it } from 'vitest';
import { anyCase, LETTER_ANY_CASE, WORD_CHAR_ANY_CASE } from '../../../src/parser/classify/any-case.js';
import { isFloorDoor, isStreet, opensStreetName } from '../../../src/parser/fields/address-parts.js';
import { extractEmails } from '../../../src/parser/fields/email.js';

/** The code points a one-character pattern matches (no case mappings exist above U+1FFFF). */
function matched(pattern: RegExp, last = 0x1ffff): number[] {
  const out: number[] = [];
  for (let c = 0; c <= last; c++) {
    if (c >= 0xd800 && c <= 0xdfff) continue;
    if (pattern.test(String.fromCodePoint(c))) out.push(c);
  }
  return out;
}

describe('any-case patterns', () => {
  it('reads \\p{L} and \\w as an iu pattern does, over every code point', () => {
    expect(matched(new RegExp(`^[${LETTER_ANY_CASE}]$`, 'u'), 0x10ffff)).toEqual(matched(/^\p{L}$/iu, 0x10ffff));
    expect(matched(new RegExp(`^[${LETTER_ANY_CASE}\\d-]$`, 'u'))).toEqual(matched(/^[\p{L}\d-]$/iu));
    expect(matched(new RegExp(`^${WORD_CHAR_ANY_CASE}$`, 'u'))).toEqual(matched(/^\w$/iu));
  });

  it('gives each letter of the word lists the case variants the i flag gives it', () => {
    const letters = new Set('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZßâäåàáçéèêëíìîïñóòôöøúùûüœæőűšžčłąęńśźż'.split(''));
    for (const letter of letters) {
      expect(matched(new RegExp(`^${anyCase(letter)}$`, 'u')), letter).toEqual(matched(new RegExp(`^${letter}$`, 'iu')));
    }
  });

  it('keeps escapes, quantifiers and groups of a fragment as they are', () => {
    expect(anyCase(String.raw`izq(da)?\.?|c/`)).toBe(String.raw`[iI][zZ][qQ]([dD][aA])?\.?|[cC]/`);
    expect(() => anyCase('[ab]')).toThrow();
  });

  it('reads floor, door and unit parts as the iu patterns did, in any case', () => {
    const oldFloorDoor = /^(\d{1,2}\s?[º°ª.]\s?[\p{L}\d]{0,3}\.?(\s?[\p{L}\d]{1,3}[º°ª.]?)?|bajo|entlo|entresuelo|izq(da)?\.?|dcha\.?|esc\.?\s?\w+|pta\.?\s?\w+|stg\.?\s?\d+|top\s?\d+|\p{Lu}{1,3}\.?\s?em\.?\s?\d+\.?|m\.\s?\d+)$/iu;
    const oldUnit = /^(?:(?:apt|appt|apartment|appartement|suite|ste|unit|flat|int|bât|bat)\.?\s?#?\s?[\p{L}\d-]{1,5}|#\s?[\p{L}\d-]{1,5})$/iu;
    const parts = [
      '7º B', '3º 2ª', '12. ö', 'BAJO', 'Entlo', 'izqda.', 'Dcha', 'ESC. b', 'pta 3', 'Stg. 2', 'TOP 7', 'II. em. 4.', 'iv. EM 3', 'm. 10',
      'Apt 4B', 'APPT 12', 'Suite 200', '#12', 'Flat 3', 'int. 5', 'BÂT 2', 'Fő utca 12', 'emelet', 'Escalera', 'topaz 5', 'ſtg 2', 'eſc x',
      'aPt \u212a1', 'Ste 5\u0345', '1\u0345', 'bajos', 'm.', '', ' ', 'Unit', 'esc \u017f', 'ÉM 4', 'É. em 4.',
    ];
    for (const part of parts) expect(isFloorDoor(part), part).toBe(oldFloorDoor.test(part) || oldUnit.test(part));
  });

  it('finds streets in any case and with the signs that fold to letters', () => {
    expect(isStreet('HAUPTSTRASSE 5')).toBe(true);
    expect(isStreet('Hauptſtraße 5')).toBe(true);
    expect(isStreet('CALLE DEL OLMO 5, 2º A')).toBe(true);
    expect(isStreet('c/ Olmo 5')).toBe(true);
    expect(isStreet('Olmo 5')).toBe(false);
    expect(opensStreetName('AVENIDA del Lago')).toBe(true);
    expect(opensStreetName('Avenidas')).toBe(false);
  });

  it('reads e-mail addresses hidden from bots in any case', () => {
    expect(extractEmails('Write to vera.lindqvist (AT) example (DOT) org please')).toEqual(['vera.lindqvist@example.org']);
    expect(extractEmails('vera [At] example [dOt] org')).toEqual(['vera@example.org']);
    expect(extractEmails('vera at example dot org')).toEqual([]);
  });
});
