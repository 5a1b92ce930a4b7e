// A nickname in quotes or brackets and degrees after a comma are printed around a name but are no part of it, on one
// line or on a name set over two lines. All people are invented.
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { undressedNames, withoutDegrees, withoutNickname } from '../../../src/parser/fields/name-dress.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = []): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false });
  return [r.first, r.last];
};

describe('withoutNickname', () => {
  it.each<[string, string]>([
    ['Rowan "Bo" Quillfeather', 'Rowan Quillfeather'],
    ['Ottilie “Tilly” Marchetti', 'Ottilie Marchetti'],
    ['Amélie « Mimi » Varonne', 'Amélie Varonne'],
    ['Femke ‘Fee’ Hoogwater', 'Femke Hoogwater'],
    ['Zofia (Zosia) Brzezińska', 'Zofia Brzezińska'],
    // At the end of the line: the given name and nickname over the family name below.
    ['Diego “Bibi”', 'Diego'],
    // Any space before the mark: withoutNickname first looks for one.
    ['Rowan\t"Bo" Quillfeather', 'Rowan Quillfeather'],
    ['Femke  ‚Fee‘ Hoogwater', 'Femke Hoogwater'],
  ])('%s', (text, want) => expect(withoutNickname(text)).toBe(want));

  it.each([
    // A lower-case word in brackets is no nickname (pronouns are left to the name reader), nor is a quoted phrase.
    'Mira Example (she/her)',
    'Project "Blue Harbour" lead at Example Ltd',
    '"Quality first" is my motto',
  ])('leaves %s', (text) => expect(withoutNickname(text)).toBe(text));
});

describe('withoutDegrees', () => {
  it.each<[string, string]>([
    ['Rowan Quillfeather, PhD', 'Rowan Quillfeather'],
    ['Ida Beispielmann, M.Sc., MBA', 'Ida Beispielmann'],
    ['Marchetti, Ph.D.', 'Marchetti'],
    ['Anna van der Velde, MSc', 'Anna van der Velde'],
    ['Olga Brenner, CPA', 'Olga Brenner'],
    ['Beispielmann, MBA', 'Beispielmann'],
  ])('%s', (text, want) => expect(withoutDegrees(text)).toBe(want));

  it.each([
    // A family name first with a comma keeps its given name; a headline or a list after the comma stays.
    'Quellbrink, Ottilie',
    'Rowan Quillfeather, Data Analyst',
    'Excel, Word, PowerPoint',
    'Lakeport, United Kingdom',
    // One word before a given name in capitals is the family name before it, not a name with its degree.
    'Quellbrink, OTTO',
    'Marvale, EVA',
  ])('leaves %s', (text) => expect(withoutDegrees(text)).toBe(text));
});

describe('undressedNames', () => {
  it('changes only the top lines, and returns the same document when nothing is dressed', () => {
    const plain = docOf('24|Rowan Quillfeather', 'Data Analyst');
    expect(undressedNames(plain)).toBe(plain);
    const dressed = docOf('24|Rowan "Bo" Quillfeather, PhD', 'Data Analyst');
    expect(undressedNames(dressed).lines[0]?.text).toBe('Rowan Quillfeather');
    expect(undressedNames(dressed, 0).lines[0]?.text).toBe('Rowan "Bo" Quillfeather, PhD');
  });
});

describe('extractName with a dressed name', () => {
  it.each<[string[], [string, string]]>([
    [['24|Rowan "Bo" Quillfeather', 'Data Analyst', 'rowan.q@example.com'], ['Rowan', 'Quillfeather']],
    [['24|Zofia (Zosia)', '24|Brzezińska', 'Księgowa', 'z.brzezinska@example.pl'], ['Zofia', 'Brzezińska']],
    [['24|Ottilie “Tilly”', '24|Marchetti', 'Analista', 'o.marchetti@example.it'], ['Ottilie', 'Marchetti']],
    [['24|Ida', '24|Beispielmann, MBA', 'Beraterin', 'ida.b@example.de'], ['Ida', 'Beispielmann']],
    [['24|Rowan Quillfeather, Ph.D.', 'Data Analyst', 'rq@example.com'], ['Rowan', 'Quillfeather']],
  ])('%j', (rows, want) => expect(name(rows, rows.filter((r) => r.includes('@')))).toEqual(want));
});
