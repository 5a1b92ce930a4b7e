import { describe, expect, it } from 'vitest';
import { alternation, CAPITALISED_PARTICLES, GERMANIC_PARTICLES, isParticleWord, SURNAME_PARTICLES } from '../../../src/parser/fields/name-particles.js';

describe('name particles', () => {
  it('knows the particles of Dutch, German, Romance and Arabic names in any case', () => {
    for (const word of ['van', 'Von', 'ter', 'DE', 'della', 'dos', 'Du', 'bin', 'al', 'y']) expect(isParticleWord(word)).toBe(true);
    for (const word of ['and', 'Haus', 'street', 'von-', 'Berg']) expect(isParticleWord(word)).toBe(false);
  });

  it('leaves the words of a sentence out of the particles a partner\'s surname opens on', () => {
    expect(SURNAME_PARTICLES).toEqual(expect.arrayContaining(['van', 'von', 'de', 'der', 'da', 'dos', 'della', 'du', 'le']));
    for (const sentenceWord of ['te', 'het', "'t", 'vom', 'zu']) {
      expect(GERMANIC_PARTICLES).toContain(sentenceWord);
      expect(SURNAME_PARTICLES).not.toContain(sentenceWord);
    }
  });

  it('capitalises no German or Dutch article as a surname\'s particle', () => {
    expect(CAPITALISED_PARTICLES).toEqual(expect.arrayContaining(['Van', 'De', 'Della', 'Dos', 'Le']));
    for (const article of ['Der', 'Den', 'Das', 'Ter', 'Ten']) expect(CAPITALISED_PARTICLES).not.toContain(article);
  });

  it('builds an alternation that tries the longer particle first and escapes the apostrophe form', () => {
    const pattern = new RegExp(`^(?:${alternation(['del', 'della', "'t", 'st.'])})`, 'u');
    expect(pattern.exec('della Rovere')?.[0]).toBe('della');
    expect(pattern.exec("'t Hart")?.[0]).toBe("'t");
    expect(pattern.test('stX')).toBe(false);
  });
});
