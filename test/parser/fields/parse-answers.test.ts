import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { answerTable, forgetParseAnswers, remembered } from '../../../src/parser/fields/parse-answers.js';
import { extractFieldsWithEvidence, loadVocabulary } from '../../../src/parser/fields/index.js';
import { isCommonGivenName } from '../../../src/parser/fields/given-names.js';
import { isSectionHeading } from '../../../src/parser/fields/headings.js';
import { linesOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));

describe('answers kept while a document is read', () => {
  it('asks once per key, and again after they are forgotten', () => {
    const table = answerTable();
    const asked: string[] = [];
    const answer = (key: string) => { asked.push(key); return key.length > 3; };
    expect([remembered(table, 'Orvella', answer), remembered(table, 'Orvella', answer), remembered(table, 'Ko', answer)]).toEqual([true, true, false]);
    expect(asked).toEqual(['Orvella', 'Ko']);
    forgetParseAnswers();
    expect(table.size).toBe(0);
    remembered(table, 'Orvella', answer);
    expect(asked).toEqual(['Orvella', 'Ko', 'Orvella']);
  });

  it('keeps none of a CV\'s words once its fields are read', () => {
    const table = answerTable();
    remembered(table, 'left from an earlier document', () => true);
    const lines = linesOf('Talvi Orrenkamp', 'talvi.orrenkamp@example.org', 'EXPERIENCE', '2019 – 2022  Welder, Example Works');
    const { fields } = extractFieldsWithEvidence({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary);
    expect(fields.email).toEqual(['talvi.orrenkamp@example.org']);
    expect(table.size).toBe(0);
  });

  it('gives the same answers as the look-ups themselves', () => {
    expect([isSectionHeading('EXPERIENCE'), isSectionHeading('EXPERIENCE'), isSectionHeading('Talvi Orrenkamp')]).toEqual([true, true, false]);
    expect([isCommonGivenName('Zofia'), isCommonGivenName('Zofia'), isCommonGivenName('Qzxv')]).toEqual([true, true, false]);
  });
});
