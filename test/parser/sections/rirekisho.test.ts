// The history table of a Japanese rirekisho folded into studies and jobs. Schools, firms and dates are invented.
import { describe, expect, it } from 'vitest';
import { historyRows, jobsOf, readRirekisho, studiesOf } from '../../../src/parser/sections/rirekisho.js';
import { extractSections } from '../../../src/parser/sections/index.js';

const FORM = [
  '年\t月\t学歴・職歴',
  '学歴',
  '2010\t4\tさくら台高等学校 入学',
  '2013\t3\tさくら台高等学校 卒業',
  '2013\t4\tみなと大学経済学部経営学科 入学',
  '2017\t3\t同 卒業',
  '2017\t4\t同大学院経済学研究科修士課程 入学',
  '2019\t3\t同 修了',
  '職歴',
  '2019\t4\t株式会社あおば商事 入社',
  '2022\t9\t一身上の都合により退職',
  '2022\t10\tひかり電機株式会社 入社',
  '現在に至る',
  '以上',
];

describe('readRirekisho', () => {
  it('folds entrance and leaving rows into one study, "同" naming the school above', () => {
    const got = readRirekisho(FORM)!;
    expect(got.education.map((e) => [e.institution, e.area, e.start, e.end])).toEqual([
      ['さくら台高等学校', '', '2010-04', '2013-03'],
      ['みなと大学', '経済学部経営学科', '2013-04', '2017-03'],
      ['みなと大学', '大学院経済学研究科修士課程', '2017-04', '2019-03'],
    ]);
  });

  it('folds joining and leaving rows into one job; "現在に至る" keeps the last one open', () => {
    const got = readRirekisho(FORM)!;
    expect(got.work.map((w) => [w.employer, w.start, w.end, w.current])).toEqual([
      ['株式会社あおば商事', '2019-04', '2022-09', false],
      ['ひかり電機株式会社', '2022-10', '', true],
    ]);
  });

  it('gives no date for a placeholder year, never a made-up one', () => {
    const got = readRirekisho(['20XX\t4\tみなと大学法学部 入学', '20XX\t3\t同 卒業'])!;
    expect(got.education).toEqual([{ institution: 'みなと大学', degree: '', area: '法学部', location: '', start: '', end: '' }]);
  });

  it('reads era years and "2016年4月" rows', () => {
    expect(historyRows(['平成28\t4\tみなと大学 入学', '令和元年\t5月\t株式会社あおば商事 入社', '2016.04\tさくら台高等学校 卒業']).map((r) => r.date))
      .toEqual(['2016-04', '2019-05', '2016-04']);
  });

  it('a leaving row that names another school is an entry of its own', () => {
    expect(studiesOf([{ date: '2012-03', text: 'さくら台高等学校 卒業' }]).map((e) => [e.institution, e.end])).toEqual([['さくら台高等学校', '2012-03']]);
  });

  it('a leaving row naming another firm does not close the open job', () => {
    const jobs = jobsOf([{ date: '2019-04', text: '株式会社あおば商事 入社' }, { date: '2020-03', text: '株式会社みずほ工業 退職' }]);
    expect(jobs.map((w) => [w.employer, w.end])).toEqual([['株式会社あおば商事', ''], ['株式会社みずほ工業', '2020-03']]);
  });

  it('none without a history table', () => {
    expect(readRirekisho(['2019.09 – 2023.06 西川大学 本科', '自己PR'])).toBeUndefined();
  });

  it('is what the section step reads from a whole rirekisho', () => {
    const got = extractSections(['履 歴 書', '氏\t名', '森川 静香', ...FORM, '年\t月\t免許・資格', '2018\t6\t普通自動車第一種運転免許 取得'].join('\n'));
    expect(got.work.map((w) => w.employer)).toEqual(['株式会社あおば商事', 'ひかり電機株式会社']);
    expect(got.education).toHaveLength(3);
  });
});
