// Turkish and Azerbaijani capitals: the capital I is the dotless ı's, İ the dotted i's. Invented names and lines.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { dottedILocale, withDottedICase } from '../../../src/parser/fields/dotted-i.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { toProperCase } from '../../../src/parser/classify/text.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const fieldsOf = (lines: string[]) => extractFields({ text: lines.join('\n'), lines: lines.map((t) => ({ text: t, page: 1 })) }, vocabulary);

describe('names in Turkish capitals', () => {
  it.each([
    [['AYŞE IŞIK', 'Lojistik Uzmanı', 'ayse.isik@example.com.tr', '+90 532 111 22 33'], 'Ayşe', 'Işık'],
    [['Ad Soyad: ELİF KILIÇ', 'elif.kilic@example.com.tr', '+90 532 111 22 33'], 'Elif', 'Kılıç'],
    [['EMİR YILDIZ', 'emir.yildiz@example.com.tr', '+90 532 111 22 33'], 'Emir', 'Yıldız'],
  ])('%j is read in Turkish case', (lines, first, last) => {
    const fields = fieldsOf(lines);
    expect([fields.first, fields.last]).toEqual([first, last]);
  });

  it('a writer who types no Turkish capitals ("TIMUR DEMIR", "İstanbul" in small letters) keeps the dotted i', () => {
    const fields = fieldsOf(['TIMUR DEMIR', 'timur.demir@example.com.tr', '+90 532 111 22 33', 'İstanbul']);
    expect([fields.first, fields.last]).toEqual(['Timur', 'Demir']);
  });

  it('a name from elsewhere printed in capitals keeps its i', () => {
    const fields = fieldsOf(['NISHIMURA Aiko', 'Lojistik Uzmanı', 'aiko.nishimura@example.com.tr', '+90 532 111 22 33', 'İŞ DENEYİMİ']);
    expect(fields.last).toBe('Nishimura');
  });

  it('tells the language by its letters', () => {
    expect(dottedILocale('KARİM VELİ')).toBe('tr');
    expect(dottedILocale('Bakı, Əliyev küçəsi')).toBe('az');
    expect(dottedILocale('JOHN SMITH, Leeds')).toBeUndefined();
  });

  it('redoes only words printed in capitals, where the name shows Turkish capitals', () => {
    expect(withDottedICase(['Selin', 'Yildiz'], 'SELİN YILDIZ', 'tr')).toEqual(['Selin', 'Yıldız']);
    expect(withDottedICase(['Selin', 'Yildiz'], 'Selin Yildiz', 'tr')).toEqual(['Selin', 'Yildiz']);
    expect(withDottedICase(['Mehmet', 'Kiliç'], 'Mehmet KILIÇ', 'tr')).toEqual(['Mehmet', 'Kılıç']);
    expect(withDottedICase(['Işık'], 'IŞIK', 'tr')).toEqual(['Işık']);
    expect(toProperCase('KILIÇ', 'tr')).toBe('Kılıç');
    expect(toProperCase('KILIÇ')).toBe('Kiliç');
  });

  it('reads long texts in linear time', () => {
    const built = new Map([1, 4].map((scale) => [scale, 'İ'.repeat(20_000 * scale) + ' YILDIZ ' + 'I'.repeat(50_000 * scale)]));
    expectLinearTime((scale) => {
      const text = built.get(scale)!;
      withDottedICase(['Yildiz', 'Kiliç'], text, dottedILocale(text));
    });
  });
});
