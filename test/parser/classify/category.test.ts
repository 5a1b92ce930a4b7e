import { describe, it, expect } from 'vitest';
import { classifyCategory, scoreCategories } from '../../../src/parser/classify/category.js';
import { toCategories } from '../../../src/parser/classify/vocabulary.js';

const categories = toCategories([
  { code: 1, key: 'it_dev', name: 'IT', keywords: ['software engineer', 'developer', 'java', 'react'] },
  { code: 4, key: 'finance', name: 'Finance', keywords: ['accountant', 'accounting', 'payroll', 'general ledger'] },
  { code: 9, key: 'admin', name: 'Admin', keywords: ['office manager', 'data entry'] },
  { bad: 'row' },
]);

describe('classifyCategory', () => {
  it.each([
    ['Senior Software Engineer\nJava, React developer', 1],
    ['Accountant\nGeneral ledger, payroll and accounting', 4],
    ['Office manager. Data entry.', 9],
    ['Gardener who loves roses', null],
    ['', null],
  ])('%j → %j', (text, want) => expect(classifyCategory(text, categories)).toBe(want));

  it('keeps the keywords that hit, as evidence', () => {
    expect(scoreCategories('payroll accountant', categories)[0]?.hits).toEqual(['accountant', 'payroll']);
  });
});
