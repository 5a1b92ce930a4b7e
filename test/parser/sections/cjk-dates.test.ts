// Year-month dates of Chinese, Japanese and Korean CVs, written as the period readers read them. Invented rows.
import { describe, expect, it } from 'vitest';
import { withCjkDates } from '../../../src/parser/sections/cjk-dates.js';
import { findPeriod } from '../../../src/parser/sections/periods.js';

describe('withCjkDates', () => {
  it.each<[string, string]>([
    ['2016年9月 - 2020年6月 西川大学', '2016.09 – 2020.06 西川大学'],
    ['2016年09月～2020年06月', '2016.09 – 2020.06'],
    ['2021年3月 至今 云帆网络有限公司', '2021.03 – present 云帆网络有限公司'],
    ['2017. 03. ~ 2021. 02.\t푸른대학교', '2017.03 – 2021.02\t푸른대학교'],
    ['2021.08 ~ 현재 주식회사 별빛', '2021.08 – present 주식회사 별빛'],
    ['2020年4月 〜 現在 株式会社みどり', '2020.04 – present 株式会社みどり'],
    ['2021.08 ~ 2023.01', '2021.08 – 2023.01'],
  ])('%s', (line, want) => expect(withCjkDates(line)).toBe(want));

  it.each(['Software Engineer, 2019 – 2021', 'Version 2019.1 of the tool', '03/2019 – 05/2021'])('unchanged: %s', (line) => {
    expect(withCjkDates(line)).toBe(line);
  });

  it('gives rows the period reader understands', () => {
    expect(findPeriod(withCjkDates('2018年9月 - 至今 云帆网络有限公司'))).toMatchObject({ start: '2018-09', current: true, index: 0 });
    expect(findPeriod(withCjkDates('2015. 3. ~ 2019. 2. 푸른대학교'))).toMatchObject({ start: '2015-03', end: '2019-02', index: 0 });
  });
});
