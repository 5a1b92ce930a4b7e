// splitName on names printed in capitals with particles: the particles are lowered, all of them, and the family name
// after them is in proper case. All people are invented.
import { describe, it, expect } from 'vitest';
import { beforeTrailingComma, nameTokens, splitName } from '../../../src/parser/fields/name-parts.js';

describe('a name in capitals with particles', () => {
  it.each<[string, string, string]>([
    ['FEMKE VAN DER ZANDWIJK', 'Femke', 'van der Zandwijk'],
    ['LOUIS DE LA VERNIÈRE', 'Louis', 'de la Vernière'],
    ['ANNA VON GROSSWALD', 'Anna', 'von Grosswald'],
    // Printed as written, a particle keeps its case.
    ['Giulia Di Montalbo', 'Giulia', 'Di Montalbo'],
  ])('%s', (text, first, last) => {
    expect(splitName(text)).toEqual({ first, last });
  });
});

describe('nameTokens: a name in Latin letters with the same name in its own script beside it', () => {
  it.each<[string, string[]]>([
    ['Bae Haneul 배하늘', ['Bae', 'Haneul']],
    ['QIAO Ruoxi (乔若曦)', ['QIAO', 'Ruoxi']],
    ['Rina Okabe 岡部 里奈', ['Rina', 'Okabe']],
    // Only the native script: kept (the CJK readers split it).
    ['岡部 里奈', ['岡部', '里奈']],
    // One Latin word is no name to keep on its own: the line stays as printed.
    ['Rina 岡部', ['Rina', '岡部']],
  ])('%s', (text, want) => expect(nameTokens(text)).toEqual(want));

  it('splitName reads the Latin name of such a line', () => {
    expect(splitName('QIAO Ruoxi (乔若曦)')).toEqual({ first: 'Ruoxi', last: 'Qiao' });
  });
});

describe('beforeTrailingComma: a headline, town or degree after the name on its line', () => {
  it.each([
    ['Mira Kellberg, Programista', 'Mira Kellberg'], ['Zsófi Tölgyesi, Adatelemző', 'Zsófi Tölgyesi'],
    ['Anna de la Vega Ruiz, Elmbury', 'Anna de la Vega Ruiz'],
  ])('%s → %s', (text, name) => {
    expect(beforeTrailingComma(text)).toBe(name);
  });

  it('leaves a family name first with a comma, and a line without one, as they are', () => {
    expect(beforeTrailingComma('Kellberg, Mira')).toBe('Kellberg, Mira');
    expect(beforeTrailingComma('Mira Kellberg')).toBe('Mira Kellberg');
  });
});
