// Romanian "ș" and "ț" that LaTeX sets as the letter and a comma of its own set back under it (fonts without the letters).
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { joinCommaBelow } from '../../../src/parser/extract/tex-accents.js';

// An item at (x, y) whose width is ~0.5 em per character.
const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false });
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

/** The word's pieces as TeX sets them: each piece after a comma starts where the letter before the comma ends. */
function commaBelowWord(x: number, y: number, pieces: string[], fontSize = 12): PositionedText[] {
  const out: PositionedText[] = [];
  let at = x;
  pieces.forEach((piece, i) => {
    const p = item(at, y, piece, fontSize);
    out.push(p);
    at += p.width;
    // The comma, smaller and a little lower, starts under the letter just set (back 0.35 of the letter's size).
    if (i < pieces.length - 1) out.push({ ...item(at - 0.35 * fontSize, y + 1.5, ',', 8), width: 2 });
  });
  return out;
}

describe('comma-below letters', () => {
  it('makes the s or t before a comma piece the letter with its comma', () => {
    expect(joinCommaBelow('Pret', ',')).toBe('Preț');
    expect(joinCommaBelow('Cunos', ',')).toBe('Cunoș');
    expect(joinCommaBelow('S', ',')).toBe('Ș');
    expect(joinCommaBelow('Tandem', ',')).toBeNull();
    expect(joinCommaBelow('Vest', ';')).toBeNull();
  });

  it('reads the word whole where the comma is set back under its letter', () => {
    // Invented words: "Prețuri și oferte" printed with the commas as pieces of their own.
    const line = [...commaBelowWord(50, 100, ['Pret', 'uri s', 'i oferte'])];
    expect(texts([...line, item(50, 130, 'Brașov')])).toEqual(['Prețuri și oferte', 'Brașov']);
  });

  it('leaves a comma after an s or t that follows the letter as punctuation', () => {
    // "Vest, Nord": the comma right after the t, a space after it.
    const vest = item(50, 100, 'Vest');
    const comma = item(50 + vest.width, 100, ',');
    expect(texts([vest, comma, item(50 + vest.width + 8, 100, 'Nord')])).toEqual(['Vest, Nord']);
    // Kerned a little under the t (less than a quarter of its size): still punctuation.
    expect(texts([vest, { ...comma, x: 50 + vest.width - 1 }, item(50 + vest.width + 8, 100, 'Nord')])).toEqual(['Vest, Nord']);
  });
});
