// An acronym that ends a company's name is its legal form, not a skill ("Quendel PLC" is no
// programmable logic controller). Invented companies and CVs.
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { maskEmployers, maskLegalForms } from '../../../src/parser/classify/legal-forms.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

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

describe('maskEmployers', () => {
  it('blanks every printing of an employer of two words or more, keeping the length', () => {
    const text = 'Barista, Kafka Brindlemoor GmbH\nKafka Brindlemoor GmbH roasts coffee';
    expect(maskEmployers(text, ['Kafka Brindlemoor GmbH'])).toBe(`Barista, ${' '.repeat(22)}\n${' '.repeat(22)} roasts coffee`);
  });
  it('leaves a one-word employer, which may be the tool itself', () => {
    expect(maskEmployers('Consultant, Blender', ['Blender'])).toBe('Consultant, Blender');
  });
  it('stays linear on a long text', () => {
    // A quarter of the text × scale: scale 4 names the employer 5,000 times. Quadratic until 2026-11-30 (a copy of the text
    // per name blanked: ×14 from 1,250 names to 5,000, 10,000 took 31 s).
    expectLinearTime((scale) => maskEmployers('Helm Quarrow Ltd '.repeat(1_250 * scale), ['Helm Quarrow Ltd']));
    expect(maskEmployers('Helm Quarrow Ltd '.repeat(5_000), ['Helm Quarrow Ltd']).trim()).toBe('');
  });
});

describe('skills beside employers named with a skill\'s word', () => {
  it('a firm whose name holds a vocabulary skill gives no tag of it; the listed skills stay', () => {
    const tags = tagsOf('Ann Quendel', 'Experience', 'Barista, Kafka Brindlemoor GmbH', '2019 - 2022', 'Skills', 'Latte art, Excel');
    expect(tags).not.toContain('Kafka');
    expect(tags).toEqual(expect.arrayContaining(['Latte art', 'Excel']));
  });
  it('the same skill named outside the firm\'s name is still one', () => {
    const tags = tagsOf('Ann Quendel', 'Experience', 'Developer, Kafka Brindlemoor GmbH', '2019 - 2022', 'Built event pipelines on Kafka.');
    expect(tags).toContain('Kafka');
  });
});
