// Letter-spaced capitals drawn as one run (spaced-letters.ts): the words told apart by the gaps between the letters.
// Names, headings and gaps invented.
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../../src/parser/extract/pdf.js';
import { gapsOfSpacedRun, glyphRuns, mayBeSpacedRun, type ShownGlyph, type TextOp, wordsOfSpacedLetters } from '../../../src/parser/extract/spaced-letters.js';
import { makePdf } from '../../fixtures/parser/pdf-writer.mjs';

/** The gaps of `words` set letter-spaced: `letter` between the letters of a word, `word` between words (units of the type size). */
function gapsOf(words: string[], letter: number | ((k: number) => number), word: number): number[] {
  const gaps: number[] = [];
  words.forEach((w, i) => {
    for (let k = 1; k < [...w].length; k++) gaps.push(typeof letter === 'number' ? letter : letter(gaps.length));
    if (i + 1 < words.length) gaps.push(word);
  });
  return gaps;
}
const spaced = (words: string[]): string => words.map((w) => [...w].join(' ')).join(' ');

describe('wordsOfSpacedLetters', () => {
  it('reads two family names apart where the word gap is wider than the letter gaps', () => {
    const words = ['TOMÁS', 'VALDERRIBA', 'OCAÑO'];
    expect(wordsOfSpacedLetters(spaced(words), gapsOf(words, 0.12, 0.47))).toBe('TOMÁS VALDERRIBA OCAÑO');
  });

  it('takes kerning\'s small changes of the letter gaps, short words and an initial', () => {
    const words = ['INÉS', 'M.', 'DE', 'LA', 'ROSALEDA'];
    const jitter = (k: number): number => 0.2 + ((k * 7) % 5 - 2) * 0.006;
    expect(wordsOfSpacedLetters(spaced(words), gapsOf(words, jitter, 0.65))).toBe('INÉS M. DE LA ROSALEDA');
  });

  it('reads a tracking of a few hundredths of the type size and one as wide as a word space alike', () => {
    const words = ['NORA', 'QUILLFEATHER'];
    expect(wordsOfSpacedLetters(spaced(words), gapsOf(words, 0.105, 0.36))).toBe('NORA QUILLFEATHER');
    expect(wordsOfSpacedLetters(spaced(words), gapsOf(words, 0.3, 0.58))).toBe('NORA QUILLFEATHER');
  });

  it('takes a pair of capitals kerning drew together as letters of the word', () => {
    // "AV" of WAVENHOLT: the pair's gap was below pdf.js's space, so no space between them.
    expect(wordsOfSpacedLetters('O L G A W AV E N H O L T', [0.15, 0.15, 0.15, 0.5, 0.15, 0.15, 0.15, 0.15, 0.15, 0.15, 0.15])).toBe('OLGA WAVENHOLT');
    // "AT" and "TA" of CATALINA both kerned: three capitals with no space between them.
    expect(wordsOfSpacedLetters('C ATA L I N A R O S S I', [0.17, 0.17, 0.17, 0.17, 0.17, 0.7, 0.17, 0.17, 0.17, 0.17])).toBe('CATALINA ROSSI');
    // Pairs as many as the single letters are no tracking: the text stays.
    expect(wordsOfSpacedLetters('AB CD EF G H I', [0.17, 0.17, 0.7, 0.17, 0.17])).toBe('AB CD EF G H I');
  });

  it('takes a short name with a kerned pair in each word, when its pairs are ones a font kerns', () => {
    expect(wordsOfSpacedLetters('B E R AT K TA N E', [0.17, 0.17, 0.17, 0.7, 0.17, 0.17, 0.17])).toBe('BERAT KTANE');
    // Straight-sided capitals as close are short words: the text stays.
    expect(wordsOfSpacedLetters('B E R DE K HI N E', [0.17, 0.17, 0.17, 0.7, 0.17, 0.17, 0.17])).toBe('B E R DE K HI N E');
  });

  it('reads accented letters decomposed (a letter and its combining mark) as one letter', () => {
    const str = 'J O E\u0301 L L E B R U N';
    expect(wordsOfSpacedLetters(str, [0.14, 0.14, 0.14, 0.5, 0.14, 0.14, 0.14, 0.14, 0.14])).toBe('JOE\u0301L LEBRUN');
  });

  it('leaves a run whose gaps are all alike: a heading of one word, a list of one-letter words', () => {
    expect(wordsOfSpacedLetters('E X P E R I E N C E', gapsOf(['EXPERIENCE'], 0.18, 0))).toBe('E X P E R I E N C E');
    expect(wordsOfSpacedLetters('A B C D', [0.28, 0.28, 0.28])).toBe('A B C D');
  });

  it('reads a heading of two words set in spaced capitals as its words', () => {
    const words = ['WORK', 'HISTORY'];
    expect(wordsOfSpacedLetters(spaced(words), gapsOf(words, 0.2, 0.55))).toBe('WORK HISTORY');
  });

  it('leaves ordinary and justified text, short runs and runs without gaps as they are', () => {
    // Words of several letters: no spaced run, whatever the gaps (a justified line's vary).
    expect(wordsOfSpacedLetters('Led the team of five analysts', [0.25, 0.25, 0.6, 0.25, 0.25])).toBe('Led the team of five analysts');
    expect(wordsOfSpacedLetters('I T A', [0.15, 0.5])).toBe('I T A');
    expect(wordsOfSpacedLetters('K I R A M O S S', undefined)).toBe('K I R A M O S S');
    // Gaps that do not count the run's spaces belong to another run.
    expect(wordsOfSpacedLetters('K I R A M O S S', [0.15, 0.15, 0.5])).toBe('K I R A M O S S');
  });
});

describe('wordsOfSpacedLetters on digits and date marks', () => {
  it('joins a date whose digits and marks are evenly letter-spaced, in the forms dates of numbers take', () => {
    expect(wordsOfSpacedLetters('2 0 2 1 - 0 6 - 0 1', Array(9).fill(0.125))).toBe('2021-06-01');
    expect(wordsOfSpacedLetters('0 3 / 2 0 1 8', Array(6).fill(0.2))).toBe('03/2018');
    expect(wordsOfSpacedLetters('1 4 . 9 . 2 0 0 9', Array(8).fill(0.11))).toBe('14.9.2009');
    expect(wordsOfSpacedLetters('2 0 1 6', [0.3, 0.3, 0.3])).toBe('2016');
  });

  it('reads a range whose dash stands a word gap apart as two dates and the dash', () => {
    expect(wordsOfSpacedLetters('2 0 1 9 – 2 0 2 1', [0.15, 0.15, 0.15, 0.5, 0.5, 0.15, 0.15, 0.15])).toBe('2019 – 2021');
    expect(wordsOfSpacedLetters('0 5 / 2 0 1 2 - 1 1 / 2 0 1 4', Array(14).fill(0.14))).toBe('05/2012-11/2014');
  });

  it('leaves digits a person typed apart, which make no date: a phone number, digit groups, a rating', () => {
    // Evenly spaced too (each gap a space glyph), but no date: "0612345678", "2012-34-56".
    expect(wordsOfSpacedLetters('0 6 1 2 3 4 5 6 7 8', Array(9).fill(0.28))).toBe('0 6 1 2 3 4 5 6 7 8');
    expect(wordsOfSpacedLetters('0 6 . 1 2 . 3 4 . 5 6', Array(10).fill(0.28))).toBe('0 6 . 1 2 . 3 4 . 5 6');
    expect(wordsOfSpacedLetters('2 0 1 2 - 3 4 - 5 6', Array(9).fill(0.2))).toBe('2 0 1 2 - 3 4 - 5 6');
    expect(wordsOfSpacedLetters('1 2 3 4 5', Array(4).fill(0.3))).toBe('1 2 3 4 5');
    // A phone's groups told by wider gaps are no dates either.
    expect(wordsOfSpacedLetters('0 1 7 6 2 0 2 1 4 4', [0.12, 0.12, 0.12, 0.5, 0.12, 0.12, 0.12, 0.5, 0.12])).toBe('0 1 7 6 2 0 2 1 4 4');
  });
});

describe('glyphRuns and gapsOfSpacedRun', () => {
  const g = (unicode: string, width: number, isSpace = false): ShownGlyph => ({ unicode, width, isSpace });
  const round = (gaps: readonly number[] | undefined) => gaps?.map((x) => +x.toFixed(3));

  it('measures the gaps of a TJ array: its numbers, and a space glyph inside a gap', () => {
    // L I N A ␣ B O: letters moved apart by -120 each, the word space itself spaced too.
    const [run] = glyphRuns([{ fontSize: 20 }, { show: [g('L', 556), -120, g('I', 278), -120, g('N', 722), -120, g('A', 667), -120,
      g(' ', 278, true), -120, g('B', 667), -120, g('O', 778)] }]);
    expect(run!.letters).toEqual(['L', 'I', 'N', 'A', 'B', 'O']);
    expect(round(run!.gapAfter)).toEqual([0.12, 0.12, 0.12, 0.518, 0.12]);
  });

  it('measures the gaps of character and word spacing (Tc, Tw), restored with the graphics state', () => {
    const runs = glyphRuns(['save', { fontSize: 10 }, { charSpacing: 1.5 }, { wordSpacing: 2 },
      { show: [g('R', 722), g('U', 722), g(' ', 278, true), g('Y', 667)] }, 'restore', 'break', { show: [g('T', 611), g('O', 778)] }]);
    expect(round(runs[0]!.gapAfter)).toEqual([0.15, 0.15 + 0.278 + 0.15 + 0.2]);
    expect(round(runs[1]!.gapAfter)).toEqual([0]);
  });

  it('goes on over glyphs drawn one operator each, moved along the baseline, and ends where text starts elsewhere', () => {
    // A browser's letter-spaced "EVA␣NOLL" at 20 points: each glyph its own operator, the line's start moved after it.
    const spacedGlyph = (c: string, width: number): TextOp[] => [{ show: [g(c, width, c === ' ')] }, { move: [width / 1000 * 20 + 3, 0] }];
    const ops: TextOp[] = [{ fontSize: 20 }, ...[['E', 667], ['V', 667], ['A', 667], [' ', 278], ['N', 722], ['O', 778], ['L', 556]]
      .flatMap(([c, w]) => spacedGlyph(c as string, w as number)), { show: [g('L', 556)] }, { move: [0, -30] }, { show: [g('x', 500)] }];
    const runs = glyphRuns(ops);
    expect(runs.map((r) => r.letters.join(''))).toEqual(['EVANOLL', 'x']);
    expect(round(runs[0]!.gapAfter)).toEqual([0.15, 0.15, 0.578, 0.15, 0.15, 0.15]);
  });

  it('finds the spaced run among the page\'s runs and gives a gap per space', () => {
    // The same letters drawn unspaced elsewhere on the page (a running head) are no such run: their gaps are no spaces.
    const runs = glyphRuns([{ fontSize: 10 }, { show: [g('I', 278), g('D', 722), g('A', 667), g('K', 667), g('E', 667)] }, 'break',
      { fontSize: 24 }, { show: [g('I', 278), -150, g('D', 722), -150, g('A', 667), -150, g(' ', 278, true), -150, g('K', 667), -150, g('E', 667)] }]);
    expect(round(gapsOfSpacedRun('I D A K E', runs))).toEqual([0.15, 0.15, 0.578, 0.15]);
    expect(gapsOfSpacedRun('Z O R A', runs)).toBeUndefined();
  });

  it('tells which texts are worth reading the gaps of', () => {
    expect(mayBeSpacedRun('M A R T A V E L L O')).toBe(true);
    expect(mayBeSpacedRun('E D U C AT I O N')).toBe(true);
    expect(mayBeSpacedRun('Marta Vello')).toBe(false);
    expect(mayBeSpacedRun('A B C')).toBe(false);
    // Three short words before a longer one, rating dots, three digits: no spaced letters.
    expect(mayBeSpacedRun('I am a team player')).toBe(false);
    expect(mayBeSpacedRun('● ● ● ● ○')).toBe(false);
    expect(mayBeSpacedRun('1 2 3')).toBe(false);
    // A date's digits and marks set apart: the gaps tell whether they are letter-spaced.
    expect(mayBeSpacedRun('2 0 1 9')).toBe(true);
    expect(mayBeSpacedRun('2 0 2 1 - 0 6 - 0 1')).toBe(true);
    expect(mayBeSpacedRun('- - - -')).toBe(false);
  });
});

describe('a letter-spaced name in a PDF', () => {
  it('is read as its words (the character spacing of its glyphs and word spaces)', async () => {
    const pdf = makePdf([{ texts: [
      { x: 60, y: 60, size: 24, text: 'DANIELA ORTUZAR VILLAMAYOR', charSpacing: 3 },
      { x: 60, y: 100, size: 10, text: 'daniela.ortuzar@example.org' },
      { x: 60, y: 130, size: 12, text: 'EXPERIENCE', charSpacing: 2.4 },
      { x: 60, y: 150, size: 10, text: 'Analyst at Brindlecombe Ltd, 2019 - 2023' },
    ] }]);
    const { lines } = await extractPdf(pdf, { ocr: false, textOnly: true });
    expect(lines.map((l) => l.text)).toEqual(['DANIELA ORTUZAR VILLAMAYOR', 'daniela.ortuzar@example.org', 'E X P E R I E N C E',
      'Analyst at Brindlecombe Ltd, 2019 - 2023']);
  });
});

describe('letter-spaced dates in a PDF', () => {
  it('are read as their dates, and digits a person typed apart stay as they are', async () => {
    const pdf = makePdf([{ texts: [
      { x: 60, y: 60, size: 8, text: '2019-04-01', charSpacing: 1 },
      { x: 60, y: 80, size: 8, text: '11/2023', charSpacing: 1.2 },
      { x: 60, y: 100, size: 10, text: 'Tel. 0 6 1 2 3 4 5 6 7 8' },
    ] }]);
    const { lines } = await extractPdf(pdf, { ocr: false, textOnly: true });
    expect(lines.map((l) => l.text)).toEqual(['2019-04-01', '11/2023', 'Tel. 0 6 1 2 3 4 5 6 7 8']);
  });
});

describe('a letter-spaced name whose first word pdf.js hands over as a short piece', () => {
  it('reads the short word with the pieces after it, apart from them by the wider gap', async () => {
    const pdf = makePdf([{ texts: [
      { x: 60, y: 60, size: 26, text: 'NOÉ', charSpacing: 4.5 },
      { x: 60, y: 90, size: 26, text: 'LE QUELLIVEC', charSpacing: 4.5 },
      { x: 60, y: 130, size: 10, text: 'noe.lequellivec@example.fr' },
    ] }]);
    const { lines } = await extractPdf(pdf, { ocr: false, textOnly: true });
    expect(lines.map((l) => l.text)).toEqual(['N O É', 'LE QUELLIVEC', 'noe.lequellivec@example.fr']);
  });
});

describe('a letter-spaced name of two family names, parsed', () => {
  it('keeps the family names apart, which the e-mail spells as one word', async () => {
    const { parseDocument } = await import('../../../src/parser/pipeline.js');
    const pdf = makePdf([{ texts: [
      { x: 60, y: 60, size: 24, text: 'LUCÍA ARBELOA QUINTANAR', charSpacing: 3 },
      { x: 60, y: 90, size: 10, text: 'Analista de datos' },
      { x: 60, y: 110, size: 10, text: 'arbeloaquintanar.lucia@example.es' },
      { x: 60, y: 140, size: 12, text: 'EXPERIENCIA' },
      { x: 60, y: 160, size: 10, text: 'Analista de datos, Olmedilla Sistemas S.L., 2019 - 2023' },
    ] }]);
    const doc = await parseDocument({ bytes: pdf, fileName: 'cv.pdf' }, { ocr: false, face: false });
    expect(doc.fields).toMatchObject({ first: 'Lucía', last: 'Arbeloa Quintanar' });
  }, 30_000); // the whole pipeline, loaded cold
});

describe('a letter-spaced run pdf.js hands over in pieces (a browser\'s CSS letter-spacing)', () => {
  it('reads its words apart, and a run of one word stays as it was', async () => {
    // A wide tracking (a sixth of the type size) and a word space beside it: pdf.js cuts the run at its spaces.
    const pdf = makePdf([{ texts: [
      { x: 60, y: 60, size: 26, text: 'JOSÉ', charSpacing: 4.5 },
      { x: 60, y: 90, size: 26, text: 'LUIS MONTEJANO', charSpacing: 4.5 },
      { x: 60, y: 130, size: 9, text: 'TÉCNICO COMERCIAL', charSpacing: 3 },
      { x: 60, y: 150, size: 26, text: 'MARGIT ÓVÁRI NAGY', charSpacing: 5 },
      { x: 60, y: 180, size: 12, text: 'KONTAKT', charSpacing: 3 },
      { x: 60, y: 200, size: 10, text: 'jose.montejano@example.es' },
    ] }]);
    const { lines } = await extractPdf(pdf, { ocr: false, textOnly: true });
    expect(lines.map((l) => l.text)).toEqual(['J O S É', 'LUIS MONTEJANO', 'TÉCNICO COMERCIAL', 'MARGIT ÓVÁRI NAGY', 'K O N T A K T',
      'jose.montejano@example.es']);
  });
});
