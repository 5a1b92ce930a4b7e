// Chinese, Korean and Japanese one-row entries read by the words that end a school's, a degree's or a firm's name.
// Every school, firm and title here is invented.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { withCjkEntries } from '../../../src/parser/sections/cjk-rows.js';

const ZH = ['个人简历', '姓名：周晓岚', '教育背景', '2015年9月 - 2019年6月 华东理工大学 计算机科学与技术 本科',
  '2019.09 – 2022.06\t南江大学\t软件工程\t硕士', '工作经历', '2022.07 - 至今 星辰科技有限公司 软件工程师',
  '负责后台服务的设计与开发。', '2019.07 – 2022.06\t蓝海数据有限公司\t数据分析师', '专业技能', 'Java, SQL'].join('\n');
const KO = ['이력서', '성명\t한지우', '학력', '2014.03 ~ 2018.02\t한빛대학교\t컴퓨터공학과\t학사 졸업', '경력',
  '2018. 03. ~ 현재\t주식회사 누리소프트\t백엔드 개발자', '2016.07 ~ 2017.12 (주)다온시스템 인턴'].join('\n');

describe('CJK one-row entries', () => {
  it('Chinese rows: school, field and degree; firm and title; "至今" open', () => {
    const got = extractSections(ZH);
    expect(got.education.map((e) => [e.institution, e.area, e.degree, e.start, e.end])).toEqual([
      ['华东理工大学', '计算机科学与技术', '本科', '2015-09', '2019-06'],
      ['南江大学', '软件工程', '硕士', '2019-09', '2022-06'],
    ]);
    expect(got.work.map((w) => [w.employer, w.position, w.start, w.end, w.current])).toEqual([
      ['星辰科技有限公司', '软件工程师', '2022-07', '', true],
      ['蓝海数据有限公司', '数据分析师', '2019-07', '2022-06', false],
    ]);
  });

  it('Korean rows: a firm form before the name stays with it; "현재" open', () => {
    const got = extractSections(KO);
    expect(got.education.map((e) => [e.institution, e.area, e.degree])).toEqual([['한빛대학교', '컴퓨터공학과', '학사']]);
    expect(got.work.map((w) => [w.employer, w.position, w.current])).toEqual([
      ['주식회사 누리소프트', '백엔드 개발자', true],
      ['(주)다온시스템', '인턴', false],
    ]);
  });

  it('leaves a CV without CJK rows as the other readers read it', () => {
    const read = { work: [{ position: 'Analyst', employer: 'Example Ltd', location: '', start: '2019', end: '2020', current: false }], education: [] };
    expect(withCjkEntries(read, ['2019 – 2020 Analyst, Example Ltd'], [], ['Experience', '2019 – 2020 Analyst, Example Ltd'])).toBe(read);
  });
});

describe('a firm form written as a word of its own', () => {
  it.each<[string, string, string]>([
    ['2019.03 ~ 2021.02 주식회사 누리소프트 백엔드 개발자', '주식회사 누리소프트', '백엔드 개발자'],
    ['2019.03 ~ 2021.02 별빛전자 주식회사 백엔드 개발자', '별빛전자 주식회사', '백엔드 개발자'],
  ])('%s', (row, employer, position) => {
    const got = extractSections(['경력', row].join('\n'));
    expect(got.work.map((w) => [w.employer, w.position])).toEqual([[employer, position]]);
  });
});

describe('the period at the row\'s end, or alone on the line above', () => {
  it('Chinese rows with the period last', () => {
    const got = extractSections(['教育背景', '西川大学 | 会计学 | 本科 | 2014.09 - 2018.06', '工作经历', '青石软件有限公司  测试工程师  2018.07 - 至今'].join('\n'));
    expect(got.education.map((e) => [e.institution, e.area, e.degree, e.start, e.end])).toEqual([['西川大学', '会计学', '本科', '2014-09', '2018-06']]);
    expect(got.work.map((w) => [w.employer, w.position, w.start, w.current])).toEqual([['青石软件有限公司', '测试工程师', '2018-07', true]]);
  });

  it('a period alone over its row', () => {
    const got = extractSections(['학력', '2014.03 ~ 2018.02', '한빛대학교 경영학과 학사', '경력', '2018.03 ~ 현재', '(주)다온시스템 연구원'].join('\n'));
    expect(got.education.map((e) => [e.institution, e.degree, e.end])).toEqual([['한빛대학교', '학사', '2018-02']]);
    expect(got.work.map((w) => [w.employer, w.position, w.current])).toEqual([['(주)다온시스템', '연구원', true]]);
  });
});

describe('a row whose title comes first, or whose firm has no legal form', () => {
  it.each<[string, string, string]>([
    // The title ends with a trade or a rank; the firm after it, with its form written as a word of its own or none.
    ['2019.03 ~ 2021.02 선임 연구원 주식회사 새벽바이오', '주식회사 새벽바이오', '선임 연구원'],
    ['2019.03 ~ 2021.02 품질 관리 담당 솔숲물산', '솔숲물산', '품질 관리 담당'],
    ['2020.05 – present\t高级数据分析师\t碧波传媒', '碧波传媒', '高级数据分析师'],
    // The firm first, as most rows print it: a firm whose name ends like no title stays the employer.
    ['2019.03 ~ 2021.02 솔숲물산 영업 사원', '솔숲물산', '영업 사원'],
    ['2020.05 – present\t碧波传媒\t产品经理', '碧波传媒', '产品经理'],
  ])('%s', (row, employer, position) => {
    const got = extractSections(['경력', row].join('\n'));
    expect(got.work.map((w) => [w.employer, w.position])).toEqual([[employer, position]]);
  });
});

describe('a job\'s labelled rows', () => {
  it('a title on its labelled line under the row joins the row', () => {
    const got = extractSections(['工作经历', '2021.03 – 至今\t碧波传媒有限公司', '职位：运维工程师', '负责服务器的维护', '2018.07 – 2021.02\t青橙网络',
      '职务：测试工程师'].join('\n'));
    expect(got.work.map((w) => [w.employer, w.position, w.start, w.current])).toEqual([
      ['碧波传媒有限公司', '运维工程师', '2021-03', true], ['青橙网络', '测试工程师', '2018-07', false]]);
  });

  it('period, firm and title each on a labelled row make one job; a department\'s row is left out', () => {
    const got = extractSections(['경력', '기간: 2020.04 ~ 현재', '회사명: (주)새벽바이오', '부서: 연구소', '직위: 선임 연구원', '신약 후보 물질 분석',
      '근무기간: 2017.03 ~ 2020.03', '회사: 솔숲물산', '직책: 영업 사원'].join('\n'));
    expect(got.work.map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['(주)새벽바이오', '선임 연구원', '2020-04', ''], ['솔숲물산', '영업 사원', '2017-03', '2020-03']]);
  });

  it('a duties line under a row is no title', () => {
    const got = extractSections(['경력', '2020.04 ~ 현재 솔숲물산 영업 사원', '담당업무: 해외 거래처 관리'].join('\n'));
    expect(got.work.map((w) => [w.employer, w.position])).toEqual([['솔숲물산', '영업 사원']]);
  });
});
