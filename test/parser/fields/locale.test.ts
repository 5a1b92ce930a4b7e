import { describe, it, expect } from 'vitest';
import { detectLocale, detectLanguage } from '../../../src/parser/fields/locale.js';

describe('detectLocale', () => {
  it.each<[string, string, string]>([
    ['Önéletrajz\nSzületési dátum: 1990\nTapasztalat és tanulmányok', 'hu', 'HU'],
    ['Lebenslauf\nBerufserfahrung und Kenntnisse bei der Firma', 'de', 'DE'],
    ['Expérience professionnelle et compétences des projets', 'fr', 'FR'],
    ['Work experience with the team and skills in Java', 'en', 'US'],
    ['Experience and skills\nPhone: +44 7700 900123', 'en', 'GB'],
    ['Experience and skills with the team\nBerlin, Germany', 'en', 'DE'],
  ])('%j', (text, language, country) => {
    const l = detectLocale(text);
    expect([l.language, l.country]).toEqual([language, country]);
  });

  it('Hungarian letters decide a short text', () => expect(detectLanguage('Kőszegi Győző')).toBe('hu'));
});
