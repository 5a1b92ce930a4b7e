import { describe, expect, it } from 'vitest';
import { guessOcrLanguage } from '../../../src/parser/extract/ocr-language.js';

const repeat = (s: string): string => `${s} `.repeat(4);

describe('guessOcrLanguage', () => {
  it.each([
    ['eng', 'Experienced data analyst with skills in Python and SQL, looking for a role in the finance sector'],
    ['deu', 'Erfahrener Datenanalyst mit Kenntnissen in Python und SQL, sucht eine Stelle bei der Bank von Berlin'],
    ['fra', 'Analyste de données avec une expérience des outils et des langues pour les équipes de la banque'],
    ['ita', 'Analista di dati con esperienza nel settore della finanza e delle banche per il gruppo'],
    ['spa', 'Analista de datos con experiencia en el sector de los bancos y las finanzas para el grupo'],
    ['hun', 'Tapasztalt adatelemző és fejlesztő az egy pénzügyi cégnél, hogy szakmai tapasztalat legyen'],
    ['pol', 'Analityk danych z doświadczenie w branży finansowej i na stanowisku do spraw się nie'],
  ])('%s', (lang, text) => {
    expect(guessOcrLanguage(repeat(text))).toBe(lang);
  });

  it('stays with English for too little text', () => {
    expect(guessOcrLanguage('und der die')).toBe('eng');
  });
});
