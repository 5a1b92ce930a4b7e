// The legal forms of Japanese and Korean firms, one list for the rirekisho table and the CJK rows. Firm names are invented.
import { describe, expect, it } from 'vitest';
import { CJK_FIRM_FORM, CJK_FIRM_FORM_FIRST } from '../../../src/parser/sections/cjk-firms.js';

describe('CJK firm forms', () => {
  it('finds a form before or after the name, brackets read as printed', () => {
    for (const name of ['株式会社みどり商会', 'みどり商会株式会社', '(株)みどり商会', '（株）みどり商会', '㈱みどり商会', '한빛소프트(주)', '주식회사 한빛소프트']) {
      expect(CJK_FIRM_FORM.test(name), name).toBe(true);
    }
  });

  it('tells a form that opens the name from one that closes it', () => {
    expect(CJK_FIRM_FORM_FIRST.exec('(주)한빛소프트')?.[0]).toBe('(주)');
    expect(CJK_FIRM_FORM_FIRST.test('한빛소프트(주)')).toBe(false);
  });

  it('finds none in a school or a plain word, and takes no bracket for a pattern', () => {
    for (const text of ['みどり大学', '한빛대학교', '主', '(', '株']) expect(CJK_FIRM_FORM.test(text), text).toBe(false);
  });
});
