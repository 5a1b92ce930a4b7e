// An acronym that ends a company's name is its legal form, not a skill ("Quendel PLC" is no
// programmable logic controller). Invented companies and CVs.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { maskLegalForms } from '../../../src/parser/classify/legal-forms.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const tagsOf = (...rows: string[]): string[] => extractFields({ text: rows.join('\n'), lines: rows.map((text) => ({ text, page: 1 })) }, vocabulary).tags;

describe('maskLegalForms', () => {
  it.each([
    ['Store Manager, Quendel PLC', 'Store Manager, Quendel    '],
    ['Quendel plc, London', 'Quendel    , London'],
    ['Beispiel AG 2019 - 2020', 'Beispiel    2019 - 2020'],
    ['Ejemplo SA | Madrid', 'Ejemplo    | Madrid'],
    ['Acme Widgets Ltd. (2019 – 2022)', 'Acme Widgets      (2019 – 2022)'],
  ])('%j → %j', (text, masked) => expect(maskLegalForms(text)).toBe(masked));

  it.each([
    'Siemens PLC programming',
    'Skills: PLC, SCADA, HMI',
    'the company is a plc',
    'Base SAS, SPSS',
  ])('%j is left alone', (text) => expect(maskLegalForms(text)).toBe(text));
});

describe('skills beside company names', () => {
  it('a legal form ending an employer is not a skill', () => {
    expect(tagsOf('Ann Quendel', 'Experience', '2019 - 2022 Store Manager, Fernvale PLC', 'Skills', 'Merchandising, Excel')).not.toContain('PLC');
  });

  it('the same acronym used as a skill still is one', () => {
    expect(tagsOf('Ann Quendel', 'Experience', '2019 - 2022 Automation technician, Fernvale PLC', 'Programming Siemens PLC and SCADA systems')).toContain('PLC');
  });
});
