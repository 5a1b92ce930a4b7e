// A town line broken by a narrow column after one of the small words inside a town's name. All people and streets invented.
import { describe, expect, it } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';

const addressOf = (lines: string[]) => extractAddress(buildDocument({ text: lines.join('\n'), lines: lines.map((text) => ({ text, page: 1 })) })).value;

describe('a town broken after a small word of its name', () => {
  it.each([
    ['8133-008 Viana do', 'Castelo', 'Viana do Castelo'],
    ['28801 Alcalá de', 'Henares', 'Alcalá de Henares'],
    ['4611 AB Bergen op', 'Zoom', 'Bergen op Zoom'],
    // The "a" of a town by the sea, the rest printed in lower case or with its capital.
    ['65112 San Marzio a', 'mare', 'San Marzio a mare'],
    ['65112 Torre Collina a', 'Mare', 'Torre Collina a Mare'],
  ])('%s ↵ %s', (townLine, rest, city) => {
    const address = addressOf(['Clara Vessadas', 'Rua das Tílias 302', townLine, rest, 'clara.vessadas@example.net', 'Experiência',
      '2019 – 2023 Analista, Andrade Lda']);
    expect(address.city).toBe(city);
  });
  it('a town whose name ends whole keeps the line below apart', () => {
    const address = addressOf(['Clara Vessadas', 'Rua das Tílias 302', '4000-322 Porto', 'Gestora de projetos', 'clara.vessadas@example.net']);
    expect(address.city).toBe('Porto');
  });
});

describe('a town broken at a hyphen', () => {
  it.each([
    // A word hyphenated at the line's end (TeX, a theme's hyphens): the rest in small letters ends the word.
    ['45675 Santiago de Com-', 'postela', 'Santiago de Compostela'],
    ['60311 Frank-', 'furt am Main', 'Frankfurt am Main'],
    ['3011 AB Rotter-', 'dam', 'Rotterdam'],
    // A hyphenated name broken at one of its hyphens: the rest opens with a capital, a small word of a town's name, or holds
    // a hyphen of its own; the hyphen stays.
    ['62200 Boulogne-', 'sur-Mer', 'Boulogne-sur-Mer'],
    ['62200 Boulogne-sur-', 'Mer', 'Boulogne-sur-Mer'],
    ['78100 Saint-Germain-', 'en-Laye', 'Saint-Germain-en-Laye'],
    ['44627 Castrop-', 'Rauxel', 'Castrop-Rauxel'],
  ])('%s ↵ %s', (townLine, rest, city) => {
    const address = addressOf(['Clara Vessadas', 'Rua das Tílias 302', townLine, rest, 'clara.vessadas@example.net', 'Experiência',
      '2019 – 2023 Analista, Andrade Lda']);
    expect(address.city).toBe(city);
  });
  it('leaves a town whose line ends with no hyphen, and a line below with contact data or digits', () => {
    expect(addressOf(['Clara Vessadas', 'Rua das Tílias 302', '4000-322 Porto', 'gestora', 'clara.vessadas@example.net']).city).toBe('Porto');
    expect(addressOf(['Clara Vessadas', 'Rua das Tílias 302', '62200 Boulogne-', '+33 6 47 21 90 58', 'Expérience']).city).toBe('Boulogne');
    expect(addressOf(['Clara Vessadas', 'Rua das Tílias 302', '62200 Boulogne-', 'clara.vessadas@example.net']).city).toBe('Boulogne');
  });
});

describe('a town broken before a small word of its name', () => {
  it.each([
    ['Rua das Tílias 302, 9760-411 Praia', 'da Vitória', 'Praia da Vitória'],
    ['Hauptstraße 12, 60311 Frankfurt', 'am Main', 'Frankfurt am Main'],
    ['Calle Mayor 4, 11130 Chiclana', 'de la Frontera', 'Chiclana de la Frontera'],
    ['Via Roma 8, 06061 Castiglione', 'del Lago', 'Castiglione del Lago'],
  ])('%s ↵ %s', (townLine, rest, city) => {
    const address = addressOf(['Clara Vessadas', townLine, rest, 'clara.vessadas@example.net', 'Experiência', '2019 – 2023 Analista, Andrade Lda']);
    expect(address.city).toBe(city);
  });
  it('leaves a line below that opens with no small word, or that holds contact data', () => {
    expect(addressOf(['Clara Vessadas', 'Rua das Tílias 302, 4000-322 Porto', 'Gestora de projetos', 'clara.vessadas@example.net']).city)
      .toBe('Porto');
    expect(addressOf(['Clara Vessadas', 'Rua das Tílias 302, 4000-322 Porto', 'de Sousa: +351 912 345 678', 'clara.vessadas@example.net']).city)
      .toBe('Porto');
  });
});
