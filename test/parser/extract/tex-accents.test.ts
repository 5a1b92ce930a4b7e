// Accents that LaTeX sets as glyphs of their own, the rest of the word set back over them (fonts without the letter).
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { joinAccent } from '../../../src/parser/extract/tex-accents.js';

// An item at (x, y) whose width is ~0.5 em per character.
const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false });

describe('TeX accents', () => {
  it('puts a double acute, an ogonek, a dot above or a macron onto the letter after it', () => {
    expect(joinAccent('Ildikó T ˝', 'uzkövi')).toEqual({ before: 'Ildikó T', after: 'űzkövi' });
    expect(joinAccent('Raktárvezet ˝', 'o')).toEqual({ before: 'Raktárvezet', after: 'ő' });
    expect(joinAccent('Kraw˛', 'edzka')).toEqual({ before: 'Kraw', after: 'ędzka' });
    expect(joinAccent('Ło˙', 'zysko')).toEqual({ before: 'Ło', after: 'żysko' });
    expect(joinAccent('R¯', 'ıga')).toEqual({ before: 'R', after: 'īga' });
  });

  it('keeps the space before an accent that opens a capitalised word', () => {
    expect(joinAccent('Zuzanna ´', 'Sliwowska')).toEqual({ before: 'Zuzanna ', after: 'Śliwowska' });
    expect(joinAccent('Ana ´', 'Alvarez')).toEqual({ before: 'Ana ', after: 'Álvarez' });
    expect(joinAccent('Ewa ˙', 'Zmudzka')).toEqual({ before: 'Ewa ', after: 'Żmudzka' });
    // In a word in capitals, or before a small letter, the space is the accent's offset only.
    expect(joinAccent('EDUCACI ´', 'ON')).toEqual({ before: 'EDUCACI', after: 'ÓN' });
    expect(joinAccent('Educaci ´', 'on')).toEqual({ before: 'Educaci', after: 'ón' });
  });

  it('leaves a mark with no letter after it alone', () => {
    expect(joinAccent('grade ˝', '5')).toBeNull();
    expect(joinAccent('Kraw˛', '')).toBeNull();
  });

  it('reads a name whose double acute TeX set apart as one word', () => {
    // "Ildikó T ˝" then "uzkövi" starting back over the accent, as europasscv sets "Tűzkövi".
    const head = item(180, 100, 'Ildikó T ˝', 14);
    const rest = { ...item(head.x + head.width - 4, 100, 'uzkövi', 14) };
    const lines = layoutPage([head, rest, item(180, 130, 'Kossuth tér 7., 7621 Pécs', 10)], 595).map((l) => l.text);
    expect(lines[0]).toBe('Ildikó Tűzkövi');
  });
});
