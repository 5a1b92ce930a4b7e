// A name in large type over two lines, one line in capitals: the capitals mark the family name whichever line comes
// first ("Ilse" ↵ "QUENBY-ARLOSA", "TER VELDHOVEN" ↵ "Anouk"), and a long family name may be set smaller to fit a narrow
// sidebar. Names, addresses and firms are invented.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { extractName } from '../../../src/parser/fields/name.js';
import { extractFieldsWithEvidence, loadVocabulary } from '../../../src/parser/fields/index.js';
import { capitalsMarkFamily, isCapitalsLine } from '../../../src/parser/fields/name-caps-lines.js';
import { docOf, linesOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));

const name = (rows: string[], emails: string[] = []): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false });
  return [r.first, r.last];
};
const body = ['10|Kestrel Lane 4, 4021 Ovenby', '10|+45 20 00 00 01', '12|Experience', '10|Store Lead', '10|Brindlewood Trading A/S',
  '10|Ran the night shift of twelve.', '12|Education', '10|Diploma in Retail', '10|Ovenby Business College'];

describe('isCapitalsLine and capitalsMarkFamily', () => {
  it('tells a line in capitals (particles in either case) from one in mixed case', () => {
    expect(isCapitalsLine('QUENBY-ARLOSA')).toBe(true);
    expect(isCapitalsLine('van der BRUGGEVELD')).toBe(true);
    expect(isCapitalsLine('Anouk')).toBe(false);
    expect(isCapitalsLine('A')).toBe(false);
    expect(capitalsMarkFamily('TER VELDHOVEN', 'Anouk')).toBe(true);
    expect(capitalsMarkFamily('Anouk', 'TER VELDHOVEN')).toBe(true);
    expect(capitalsMarkFamily('ANOUK', 'TER VELDHOVEN')).toBe(false);
    expect(capitalsMarkFamily('Anouk', 'Veldhoven')).toBe(false);
  });
});

describe('a name over two lines with the family name in capitals', () => {
  it('joins a family name of two words in capitals over the given name', () => {
    expect(name(['22|QUENBY ARLOSA', '22|Ilse', ...body], ['ilse.qa'])).toEqual(['Ilse', 'Quenby Arlosa']);
    expect(name(['22|TER VELDHOVEN', '22|Anouk', ...body], ['info'])).toEqual(['Anouk', 'Ter Veldhoven']);
  });

  it('reads the given name over the family name in capitals', () => {
    expect(name(['22|Ilse', '22|QUENBY ARLOSA', ...body], ['info'])).toEqual(['Ilse', 'Quenby Arlosa']);
  });

  it('joins the capitals set smaller to fit, over or under the given name, though the e-mail does not spell them', () => {
    expect(name(['16|BRACKENHOLT-VEY', '22|Oda', ...body], ['info'])).toEqual(['Oda', 'Brackenholt-Vey']);
    expect(name(['22|Oda', '16|BRACKENHOLT-VEY', ...body], ['info'])).toEqual(['Oda', 'Brackenholt-Vey']);
  });

  it('does not join a headline in capitals under a whole name in the same type', () => {
    expect(name(['22|Ilse Quenby', '22|SUNNY ORBIT', ...body], ['info'])).toEqual(['Ilse', 'Quenby']);
  });

  it('does not join a smaller line in mixed case the e-mail does not spell (a headline)', () => {
    expect(name(['22|Oda', '16|Store Lead', ...body], ['info'])).toEqual(['Oda', '']);
  });

  it('keeps the name as sure as its largest line when the capitals are set smaller (no rival of its own lines wins)', () => {
    const lines = linesOf('12|Analyste de données', '18|VERMANDIÈRE', '22|Élodie', '9|12 rue des Tanneurs, 33000 Bordeaux', '9|06 12 34 78 11',
      '9|vermandiere.elodie@example.fr', '12|Expérience professionnelle:', '10|2024 – aujourd’hui\tAnalyste de données, Delorme & Associés SARL',
      '10|Direction d’une équipe de douze personnes.', '10|2020 – 2024\tCheffe de projet, Castelroc Industries SA', '12|Formation:',
      '10|2020\tDUT Logistique', '10|Institut Vallombre', '12|Compétences:', '10|Gestion des stocks, Négociation, Comptabilité, Python, SQL');
    const r = extractFieldsWithEvidence({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary);
    expect([r.fields.first, r.fields.last]).toEqual(['Élodie', 'Vermandière']);
  });
});
