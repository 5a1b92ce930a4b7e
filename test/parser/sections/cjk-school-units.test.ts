// A CJK study row whose faculty or department is printed with no space after the school ("東都大学工学部情報工学科",
// invented): the school is the institution, the faculty or department the study's area. Schools are invented.
import { describe, expect, it } from 'vitest';
import { schoolAndUnit } from '../../../src/parser/sections/cjk-school-units.js';
import { withCjkEntries } from '../../../src/parser/sections/cjk-rows.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const studies = (rows: string[]) => withCjkEntries({ work: [], education: [] }, [], rows, rows).education
  .map((e) => [e.institution, e.degree, e.area]);

describe('a CJK school and its unit printed as one word', () => {
  it.each([
    ['東都大学工学部情報工学科', ['東都大学', '工学部情報工学科']],
    ['东华理工大学信息学院', ['东华理工大学', '信息学院']],
    ['한빛대학교공과대학', ['한빛대학교', '공과대학']],
    ['한빛대학교컴퓨터공학과', ['한빛대학교', '컴퓨터공학과']],
    ['東都大学大学院工学研究科', ['東都大学大学院', '工学研究科']],
  ])('parts %s', (word, parts) => {
    expect(schoolAndUnit(word)).toEqual(parts);
  });

  it.each(['東都大学', '東都大学大学院', '한빛대학교', '北川外国语学院', '東都大学 工学部'])('leaves %s whole', (word) => {
    expect(schoolAndUnit(word)).toBeUndefined();
  });

  it('reads the row with the school as the institution and the unit as the area', () => {
    expect(studies(['2015.04 – 2019.03 東都大学工学部情報工学科 卒業'])).toEqual([['東都大学', '', '工学部情報工学科']]);
    expect(studies(['2015.09 – 2019.06 东华理工大学信息学院 计算机科学 本科'])).toEqual([['东华理工大学', '本科', '信息学院 计算机科学']]);
    expect(studies(['2015.04 – 2019.03 東都大学 工学部 情報工学科 学士'])).toEqual([['東都大学', '学士', '工学部 情報工学科']]);
  });

  it('takes the leaving word of a graduate school for no part of the area', () => {
    expect(studies(['2019.04 – 2021.03 東都大学大学院 工学研究科 修士課程 修了'])).toEqual([['東都大学大学院', '修士課程', '工学研究科']]);
  });

  it('runs in linear time over a long word', () => {
    expectLinearTime((scale) => {
      schoolAndUnit(`${'大学'.repeat(10_000 * scale)}学部`);
      schoolAndUnit(`${'学'.repeat(20_000 * scale)}学科`);
    });
  });
});
