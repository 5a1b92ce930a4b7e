import { describe, expect, it } from 'vitest';
import {
  DEGREE_LABEL, EMPLOYER_LABEL, FIELD_LABEL, INSTITUTION_LABEL, LOCATION_LABEL, TITLE_LABEL, takeLabelled,
} from '../../../src/parser/sections/entry-parts.js';

const LABELS = { EMPLOYER_LABEL, TITLE_LABEL, LOCATION_LABEL, INSTITUTION_LABEL, DEGREE_LABEL, FIELD_LABEL };

describe('takeLabelled', () => {
  it('takes the part its label names, whatever the case of the label, and leaves the others', () => {
    expect(takeLabelled(['Example Bank', 'ARBEITGEBER: Example Mill GmbH', 'Berlin'], EMPLOYER_LABEL))
      .toEqual({ value: 'Example Mill GmbH', rest: ['Example Bank', 'Berlin'] });
    expect(takeLabelled(['Stanowisko:  Analityk'], TITLE_LABEL)).toEqual({ value: 'Analityk', rest: [] });
    expect(takeLabelled(['Example Bank', 'Berlin'], LOCATION_LABEL)).toEqual({ value: '', rest: ['Example Bank', 'Berlin'] });
  });

  // takeLabelled runs a label only on parts with a colon: every label must need one.
  it.each(Object.entries(LABELS))('%s matches only a text with a colon', (_name, label) => {
    expect(label.source).toMatch(/:\\s\*$/);
    for (const word of label.source.replace(/^\^\(\?:|\)\\s\*:\\s\*$/g, '').split('|').slice(0, 12)) {
      expect(label.test(`${word}: x`)).toBe(true);
      expect(label.test(`${word} x`)).toBe(false);
    }
  });
});
