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
