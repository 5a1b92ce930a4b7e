import { describe, it, expect } from 'vitest';
import { isDocumentTitle, unspaceTitle, withoutDocumentTitle } from '../../../src/parser/fields/document-title.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

// All people are invented.
describe('document titles', () => {
  it.each([
    ['이력서', true], ['履歴書', true], ['职业简历', true], ['简历', true], ['個人簡歷', true], ['Curriculum Vitae', true],
    ['LEBENSLAUF', true], ['Życiorys', true], ['Önéletrajz', true], ['Hoja de vida', true], ['Currículo', true], ['CV', true],
    ['Životopis', true], ['C V', true], ['L E B E N S L A U F', true], ['이 력 서', true], ['C U R R I C U L U M   V I T A E', true],
    ['CV:', true],
    // Languages the heading vocabulary does not hold, some in scripts with capitals that look like a name.
    ['Резюме', true], ['РЕЗЮМЕ', true], ['Ansioluettelo', true], ['Meritförteckning', true], ['Βιογραφικό Σημείωμα', true],
    ['ÖZGEÇMİŞ', true], ['Življenjepis', true],
    // Section headings and names are no title of the document.
    ['Work Experience', false], ['Skills', false], ['Mira Example', false], ['김하나', false], ['', false],
  ])('%j → %j', (text, want) => expect(isDocumentTitle(text)).toBe(want));

  it('joins letters set apart, word by word', () => {
    expect(unspaceTitle('L E B E N S L A U F   Mira Example')).toBe('LEBENSLAUF Mira Example');
    expect(unspaceTitle('이 력 서')).toBe('이력서');
    expect(unspaceTitle('이력서 김하나')).toBe('이력서 김하나');
    expect(unspaceTitle('Mira Example')).toBe('Mira Example');
  });

  it.each([
    ['Lebenslauf – Mira Example', 'Mira Example'], ['CV of Mira Example', 'Mira Example'], ['Curriculum Vitae: Mira Example', 'Mira Example'],
    ['Hoja de vida de Mira Example', 'Mira Example'], ['이력서 김하나', '김하나'], ['履歴書 山川花子', '山川花子'],
    ['Mira Example | Curriculum Vitae', 'Mira Example'], ['L E B E N S L A U F   Mira Example', 'Mira Example'],
    ['CURRICULUM VITAE', ''], ['Mira Example', 'Mira Example'], ['Data Analyst', 'Data Analyst'],
  ])('%j without its title → %j', (text, want) => expect(withoutDocumentTitle(text)).toBe(want));
});

const name = (...rows: string[]): string => {
  const r = extractName(docOf(...rows), { emails: [], familyFirst: false });
  return `${r.first}|${r.last}`;
};
const BODY = ['10|mira.q@example.org', '10|Ran the weekly stock count.', '10|2019 – 2021 Clerk'];

describe('extractName never takes the document title as the name', () => {
  it.each(['이력서', '履歴書', '职业简历', '個人簡歷', 'C V', '이 력 서', '履 歴 書', 'Životopis', 'L E B E N S L A U F', 'Резюме', 'Βιογραφικό Σημείωμα', 'Ansioluettelo'])(
    '%j alone in large type: no name', (title) => expect(name(`26|${title}`, ...BODY)).toBe('|'));

  it.each(['이력서', '履歴書', '简历', 'Životopis', 'C V'])('%j over the name in smaller type: the name', (title) =>
    expect(name(`26|${title}`, '14|Mira Example', ...BODY)).toBe('Mira|Example'));

  it.each([
    ['Curriculum Vitae: Mira Example', 'Mira|Example'],
    ['L E B E N S L A U F   Mira Example', 'Mira|Example'],
    // A Korean or Japanese name is family name first.
    ['이력서 김하나', '하나|김'],
    ['履歴書 山川花子', '花子|山川'],
    ['Резюме – Mira Example', 'Mira|Example'],
  ])('%j on one line: the name after the title', (line, want) => expect(name(`20|${line}`, ...BODY)).toBe(want));
});
