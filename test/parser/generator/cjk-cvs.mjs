// Chinese, Japanese and Korean CVs in their own script (generateCv(seed, { cjk: true }), drawn from a stream of its own
// after every other draw, so a CV that draws `plain` prints what it did). One form a CV:
// - 'rirekisho': the Japanese standard form: the title, the date, the name's reading (ふりがな) over the label "氏 名" set
//   over two cells and the name below it, family name first; the birth date (生年月日), phone and e-mail, the address after
//   〒 and its postcode; then the history table of year | month | event rows under 学歴 and 職歴, each study an entrance
//   row and a leaving row ("同 卒業": the school above), each job a joining and a leaving row, the last one closed by
//   "現在に至る"; a fifth of them print every year as the form's placeholder "20XX" (the truth has no dates then);
// - 'zh-rows': a Chinese one-column CV: 姓名, 出生日期, the contact cells, then 教育背景 and 工作经历 rows of a period
//   ("2019.09 – 2023.06" or "2019年9月 - 2023年6月", "至今" for a job still held) and the school, field and degree or the firm
//   and title, in cells or parted by spaces, a line of what the job was under each job;
// - 'ko-rows': the same in Korean: 성명, 생년월일, 학력 and 경력 rows dated "2019.03 ~ 2023.02" or "2019. 03. ~ 현재", firms
//   with 주식회사 or (주) before or after the name;
// - 'plain': as before.
// The contact lines carry their labels in the CV's script (phone: 携帯電話, 電話, 携帯, 电话, 手机, 联系电话, 연락처, 전화, 휴대폰 …;
// e-mail: メール, 邮箱, 电子邮件, 이메일 …; address: 現住所, 住所, 地址, 주소 …), drawn from a stream of their own, and every CV
// prints an address in its country's order: postcode (〒 in Japan, in brackets before or after in Korea and China, or none),
// prefecture or province, city, then district, road and number.
// Two more classes, each drawn from a stream of its own, so a CV that draws `plain` prints what the cjk option alone prints:
// - work rows (`rows` option, Chinese and Korean rows): the job's row printed the title first ("period | title | firm"), the
//   period last ("firm | title | period"), under a header row of column names ("时间 | 公司 | 职位", "기간 | 회사명 | 직위"),
//   with the title on a labelled line of its own under the row ("职位：软件工程师", "직위: 연구원"), or the firm without its
//   legal form (its bare name, the truth's employer then) and the title first; `plain` otherwise;
// - places (`places` option): the address in a form of its country the plain draw does not print: a Korean metropolitan
//   city or province written short ("서울 강남구 …" for 서울특별시, "경기 성남시 …"), a Chinese county under its province
//   ("浙江省桐庐县…", the county the truth's town), a Chinese municipality written without 市 before its district
//   ("北京海淀区…"), a Japanese city whose name holds 市 ("四日市市", "市川市"); `plain` otherwise.
// The truth is the native name (given and family apart), the jobs (employer, title, start, end; a rirekisho prints no
// titles), the studies (school, degree, end year) and the address: the city (a Tokyo ward is one, a Korean metropolitan
// city is one), the street (what follows the city: ward or district, road or block, number) and the postcode. The PDF
// sets the CJK text in the PDF writer's Unicode font (../../fixtures/parser/pdf-writer.mjs, { unicode: true }); the DOCX
// prints it as it is.
import { rng } from './generate.mjs';

export const CJK_FORMS = ['rirekisho', 'zh-rows', 'ko-rows', 'plain'];

// Invented people, schools and firms; the names are common ones with the reading and the Latin spelling people use.
const JA = {
  family: [['森川', 'もりかわ', 'morikawa'], ['高橋', 'たかはし', 'takahashi'], ['石井', 'いしい', 'ishii'], ['松本', 'まつもと', 'matsumoto'],
    ['吉田', 'よしだ', 'yoshida'], ['山口', 'やまぐち', 'yamaguchi']],
  given: [['静香', 'しずか', 'shizuka'], ['陸', 'りく', 'riku'], ['真由美', 'まゆみ', 'mayumi'], ['翔太', 'しょうた', 'shota'],
    ['恵', 'めぐみ', 'megumi'], ['優斗', 'ゆうと', 'yuto']],
  highSchools: ['さくら台高等学校', '北浜高等学校', '緑ヶ丘高等学校'],
  universities: [['みなと大学', '経済学部経営学科'], ['北星工業大学', '工学部情報工学科'], ['東和大学', '文学部英文学科'], ['西陵大学', '理学部化学科']],
  graduate: ['大学院工学研究科修士課程', '大学院経済学研究科修士課程'],
  firms: ['株式会社あおば商事', 'ひかり電機株式会社', '株式会社ミナトシステム', '有限会社こだま製作所', '株式会社しおさい物産'],
  // Postcode, prefecture, municipality (a Tokyo ward is one) and the rest: ward, district, block and house.
  towns: [['150-0041', '東京都', '渋谷区', '神南九丁目3-4'], ['530-0012', '大阪府', '大阪市', '北区芝田九丁目8-1'], ['460-0008', '愛知県', '名古屋市', '中区栄九丁目2-7']],
  // National forms without +81: mobiles and a Tokyo landline, hyphenated or spaced.
  phones: ['090-####-####', '080-####-####', '090 #### ####', '03-5###-####'], tld: 'jp',
};
const ZH = {
  family: [['周', 'zhou'], ['欧阳', 'ouyang'], ['林', 'lin'], ['孙', 'sun'], ['何', 'he'], ['罗', 'luo']],
  given: [['晓岚', 'xiaolan'], ['明远', 'mingyuan'], ['嘉怡', 'jiayi'], ['子涵', 'zihan'], ['浩宇', 'haoyu'], ['思琪', 'siqi']],
  schools: ['南江大学', '青川师范大学', '东岭理工学院', '海州大学'],
  areas: ['计算机科学与技术', '软件工程', '市场营销', '会计学'],
  degrees: ['本科', '硕士'],
  firms: ['星辰科技有限公司', '蓝海数据有限公司', '云帆网络科技有限公司', '金穗贸易集团', '青石软件有限公司'],
  titles: ['软件工程师', '数据分析师', '产品经理', '销售代表', '测试工程师'],
  prose: ['负责后台服务的设计与开发', '负责客户数据的整理与分析', '参与新产品的需求调研', '负责华东地区的渠道销售'],
  // Mobiles without +86, grouped 3-4-4, hyphenated or in one run.
  phones: ['138 #### ####', '139########', '186-####-####'], tld: 'cn',
  // Province (none for a city under the state), city, district and road with its number, postcode; the roads invented.
  towns: [['浙江省', '杭州市', '西湖区青竹路118号', '310012'], ['广东省', '深圳市', '南山区海鸥路66号', '518057'], ['', '上海市', '浦东新区白鹭路1000号', '201203'],
    ['江苏省', '南京市', '鼓楼区梧桐路88号', '210029']],
};
const KO = {
  family: [['한', 'han'], ['윤', 'yoon'], ['서', 'seo'], ['남궁', 'namgung'], ['임', 'lim'], ['오', 'oh']],
  given: [['지우', 'jiwoo'], ['하은', 'haeun'], ['도윤', 'doyoon'], ['서진', 'seojin'], ['예린', 'yerin'], ['시우', 'siwoo']],
  schools: ['한빛대학교', '푸른대학교', '새솔대학교', '누리대학교'],
  areas: ['컴퓨터공학과', '경영학과', '전자공학과', '산업디자인학과'],
  degrees: ['학사', '석사'],
  firms: ['주식회사 누리소프트', '(주)다온시스템', '별빛전자 주식회사', '바다물산 주식회사', '(주)한결데이터'],
  titles: ['백엔드 개발자', '마케팅 매니저', '연구원', '영업 사원', '품질 관리 담당'],
  prose: ['주문 시스템 설계 및 개발', '고객 데이터 분석 업무', '신제품 기획 참여', '해외 영업 지원'],
  // Mobiles without +82, hyphenated, spaced or in one run, and a Seoul landline.
  phones: ['010-####-####', '010 #### ####', '010########', '02-5##-####'], tld: 'kr',
  // Province (none for a metropolitan city), city, district and road with its number, postcode; the roads invented.
  towns: [['', '서울특별시', '강남구 한빛로 152', '06236'], ['경기도', '성남시', '분당구 푸른숲로 235', '13494'], ['', '부산광역시', '해운대구 바다마을로 79', '48058']],
};

// The labels of the contact lines, in each script: phone, e-mail, address (drawn from a stream of their own).
const LABELS = {
  ja: { phone: ['携帯電話', '電話', '携帯', '電話番号'], email: ['E-MAIL', 'メール', 'メールアドレス'], address: ['現住所', '住所'] },
  zh: { phone: ['电话', '手机', '联系电话'], email: ['邮箱', '电子邮件', '电子邮箱'], address: ['地址', '现住址'] },
  ko: { phone: ['연락처', '전화', '휴대폰', '휴대전화'], email: ['이메일', 'E-mail'], address: ['주소', '현주소'] },
};
/** The contact's own stream: labels and the address's print, so the people, schools and jobs stay what they were. */
const contactRng = (cv) => rng((cv.seed ^ 0xadd7) * 43 + 29);
const SKILLS = ['Java', 'Python', 'SQL', 'Excel', 'Photoshop', 'Linux', 'Git'];

const pad = (n) => String(n).padStart(2, '0');
// Cells set at fixed column edges: a CJK sign is twice as wide as the PDF writer's estimate of a Latin letter.
const row = (cells, columns) => ({ cells, columns });

// Work row forms (the `rows` option) and their header rows.
export const CJK_ROW_FORMS = ['title-first', 'period-last', 'header', 'title-line', 'bare-firm', 'plain'];
const ROW_HEADERS = { zh: ['时间', '公司', '职位'], ko: ['기간', '회사명', '직위'] };
const TITLE_LABELS = { zh: ['职位', '职务', '岗位'], ko: ['직위', '직책', '직급'] };
// A firm's name without its legal form: what people often print.
const bareFirm = (firm) => firm.replace(/^(?:주식회사\s|\(주\))|(?:\s주식회사|有限公司|集团)$/u, '');

// Place forms (the `places` option): postcode, region, city, rest, and how the line prints the region and city together.
export const CJK_PLACE_FORMS = ['ko-short', 'ko-province-short', 'zh-county', 'zh-municipality', 'ja-city-ichi', 'plain'];
const PLACES = {
  'ko-short': [['', '서울', '강남구 한빛로 152', '06236'], ['', '부산', '해운대구 바다마을로 79', '48058'], ['', '대전', '유성구 가람로 41', '34126'],
    ['', '인천', '연수구 솔빛로 12', '21984']],
  'ko-province-short': [['경기', '성남시', '분당구 푸른숲로 235', '13494'], ['충남', '천안시', '서북구 나래길 18', '31169'], ['경남', '창원시', '의창구 들꽃로 7', '51140']],
  'zh-county': [['浙江省', '桐庐县', '城南街道青竹路58号', '311500'], ['四川省', '郫县', '犀浦镇银杏路12号', '611730'], ['河北省', '正定县', '常山路36号', '050800']],
  'zh-municipality': [['', '北京', '海淀区白桦路27号', '100080'], ['', '上海', '浦东新区白鹭路1000号', '201203'], ['', '重庆', '渝中区青杉路9号', '400010']],
  'ja-city-ichi': [['510-0086', '三重県', '四日市市', '諏訪栄町9-1'], ['272-0034', '千葉県', '市川市', '市川九丁目2-3'], ['738-0023', '広島県', '廿日市市', '下平良九丁目4-5']],
};
const placeForms = { ja: ['ja-city-ichi', 'plain'], zh: ['zh-county', 'zh-municipality', 'plain'], ko: ['ko-short', 'ko-province-short', 'plain'] };
/** The place form a CV draws from a stream of its own, and its town (in the order its country's list writes one), or none. */
function drawPlace(cv, lang, options) {
  if (!options.places) return { place: undefined, town: undefined };
  const p = rng((cv.seed ^ 0x91ace) * 53 + 37);
  const place = p.pick(placeForms[lang]);
  return { place, town: place === 'plain' ? undefined : p.pick(PLACES[place]) };
}

/** The CV with its CJK form drawn (`style.cjk` = { form, placeholder?, lines }: the page's lines as printed); `options.rows` and
 * `options.places` draw the work rows and places above. */
export function withCjkCv(cv, options = {}) {
  const r = rng((cv.seed ^ 0xc1c1) * 41 + 23);
  const form = r.pick(CJK_FORMS);
  const out = { ...cv, style: { ...cv.style, cjk: { form } } };
  if (form === 'plain') return out;
  const skills = r.sample(SKILLS, 3);
  const born = { y: 1985 + r.int(12), m: 1 + r.int(12), d: 1 + r.int(28) };
  const base = { ...out, skills, birth: `${born.y}-${pad(born.m)}-${pad(born.d)}`, address: { street: '', city: '', zip: '' } };
  if (form === 'rirekisho') return rirekisho(base, r, born, options);
  return rowsCv(base, r, born, form === 'zh-rows' ? ZH : KO, form === 'zh-rows' ? 'zh' : 'ko', options);
}

const digits = (r, pattern) => pattern.replace(/#/g, () => String(r.int(10)));

function rirekisho(cv, r, born, options) {
  const [family, given] = [r.pick(JA.family), r.pick(JA.given)];
  const placeholder = r.next() < 0.2;
  const year = (y) => (placeholder ? '20XX' : String(y));
  const date = (y, m) => (placeholder ? '' : `${y}-${pad(m)}`);
  const drawnTown = r.pick(JA.towns);
  const { place, town } = drawPlace(cv, 'ja', options);
  const [zip, pref, city, rest] = town ?? drawnTown;
  const c = contactRng(cv);
  const [phoneLabel, emailLabel, addressLabel] = [c.pick(LABELS.ja.phone), c.pick(LABELS.ja.email), c.pick(LABELS.ja.address)];
  // The address after its label and 〒 postcode on one line, or the town on the line below (as the form prints it).
  const oneLine = c.next() < 0.5;
  const phone = digits(r, r.pick(JA.phones));
  const email = `${given[2]}.${family[2]}@example.${JA.tld}`;
  // Studies: a high school, a university, sometimes its graduate school ("同大学院…"); then one to three jobs.
  let y = born.y + 15;
  const studies = [];
  const studyRows = [];
  const high = r.pick(JA.highSchools);
  studyRows.push([year(y), '4', `${high} 入学`], [year(y + 3), '3', `${high} 卒業`]);
  studies.push({ institution: high, degree: '', end: placeholder ? '' : String(y + 3) });
  y += 3;
  const [uni, faculty] = r.pick(JA.universities);
  studyRows.push([year(y), '4', `${uni}${faculty} 入学`], [year(y + 4), '3', '同 卒業']);
  studies.push({ institution: uni, degree: '', end: placeholder ? '' : String(y + 4) });
  y += 4;
  if (r.next() < 0.4) {
    studyRows.push([year(y), '4', `同${r.pick(JA.graduate)} 入学`], [year(y + 2), '3', '同 修了']);
    studies.push({ institution: uni, degree: '', end: placeholder ? '' : String(y + 2) });
    y += 2;
  }
  const firms = r.sample(JA.firms, 1 + r.int(3));
  const jobRows = [];
  const work = [];
  firms.forEach((firm, i) => {
    const start = { y, m: 4 };
    const last = i === firms.length - 1;
    const end = last ? undefined : { y: y + 1 + r.int(4), m: 1 + r.int(12) };
    // The joining row glued to the firm ("…入社") or after a space, as hand-written forms vary.
    jobRows.push([year(start.y), String(start.m), r.next() < 0.5 ? `${firm}入社` : `${firm} 入社`]);
    if (end) jobRows.push([year(end.y), String(end.m), r.next() < 0.5 ? '一身上の都合により退職' : `${firm} 退職`]);
    work.push({ employer: firm, title: '', start: date(start.y, start.m), end: end ? date(end.y, end.m) : '' });
    if (end) y = end.y + (end.m >= 10 ? 1 : 0);
  });
  const table = [0.12, 0.08, 0.8];
  const lines = [
    { text: '履 歴 書', size: 18 }, { text: `${2026}年 ${1 + r.int(12)}月 ${1 + r.int(28)}日現在`, size: 9 },
    row(['ふりがな', `${family[1]} ${given[1]}`], [0.2, 0.8]),
    row(['氏', '名'], [0.1, 0.9]),
    { text: `${family[0]} ${given[0]}`, size: 16 },
    { text: '生年月日' }, { text: `${born.y}年 ${born.m}月 ${born.d}日生 (満 ${2026 - born.y - 1} 歳)` },
    row([phoneLabel, phone, emailLabel, email], [0.15, 0.3, 0.15, 0.4]),
    ...(oneLine ? [{ text: `${addressLabel}：〒${zip} ${pref}${city}${rest}` }] : [{ text: `${addressLabel} 〒${zip}` }, { text: `${pref}${city}${rest}` }]),
    row(['年', '月', '学歴・職歴'], table),
    { text: '学歴' }, ...studyRows.map((cells) => row(cells, table)),
    { text: '職歴' }, ...jobRows.map((cells) => row(cells, table)), { text: '現在に至る' }, { text: '以上' },
    { text: 'スキル' }, { text: cv.skills.join(', ') },
  ];
  return {
    ...cv, first: given[0], last: family[0], email, phone, work, education: studies.reverse(), headline: '', address: { street: rest, city, zip },
    style: { ...cv.style, cjk: { form: 'rirekisho', placeholder, lines, ...(place ? { place } : {}) } },
  };
}

function rowsCv(cv, r, born, v, lang, options) {
  const [family, given] = [r.pick(v.family), r.pick(v.given)];
  const phone = digits(r, r.pick(v.phones));
  const email = `${given[1]}.${family[1]}@example.${v.tld}`;
  const zh = lang === 'zh';
  // How the rows print their periods and parts.
  const cells = r.next() < 0.5;
  const period = (from, to) => {
    const end = to ? (zh && !cells ? `${to.y}年${to.m}月` : zh ? `${to.y}.${pad(to.m)}` : cells ? `${to.y}.${pad(to.m)}` : `${to.y}. ${pad(to.m)}.`)
      : zh ? '至今' : '현재';
    const start = zh && !cells ? `${from.y}年${from.m}月` : zh || cells ? `${from.y}.${pad(from.m)}` : `${from.y}. ${pad(from.m)}.`;
    return `${start} ${zh ? (cells ? '–' : '-') : '~'} ${end}`;
  };
  const line = (when, parts) => (cells ? row([when, ...parts], parts.length === 3 ? [0.25, 0.3, 0.3, 0.15] : [0.25, 0.4, 0.35])
    : { text: `${when} ${parts.join(' ')}` });
  let y = born.y + 18;
  const schools = r.sample(v.schools, 1 + r.int(2));
  const studies = schools.map((school, i) => {
    const years = i === 0 ? 4 : 2;
    const s = { school, area: r.pick(v.areas), degree: v.degrees[Math.min(i, 1)], from: { y, m: zh ? 9 : 3 }, to: { y: y + years, m: zh ? 6 : 2 } };
    y += years;
    return s;
  });
  const firms = r.sample(v.firms, 2 + r.int(2));
  const titles = r.sample(v.titles, firms.length);
  const prose = r.sample(v.prose, firms.length);
  const jobs = firms.map((firm, i) => {
    const from = { y, m: 1 + r.int(12) };
    const to = i === firms.length - 1 && r.next() < 0.6 ? undefined : { y: y + 1 + r.int(3), m: 1 + r.int(12) };
    y = to ? to.y + 1 : y;
    return { firm, title: titles[i], prose: prose[i], from, to };
  }).reverse();
  const label = zh ? (r.next() < 0.5 ? `姓名：${family[0]}${given[0]}` : undefined) : (r.next() < 0.5 ? `성명: ${family[0]}${given[0]}` : undefined);
  const c = contactRng(cv);
  const labels = LABELS[lang];
  const [phoneLabel, emailLabel, addressLabel] = [c.pick(labels.phone), c.pick(labels.email), c.pick(labels.address)];
  const drawnTown = c.pick(v.towns);
  const { place, town } = drawPlace(cv, lang, options);
  const [province, city, rest, zip] = town ?? drawnTown;
  // The address in its own order, province to road; Chinese with a space between nothing, Korean between its units.
  // The postcode after it in brackets, before it in brackets (Korean), or not printed.
  const placeLine = zh ? `${province}${city}${rest}` : [province, city, rest].filter(Boolean).join(' ');
  const zipForm = c.pick(['none', 'after', 'before']);
  const address = zipForm === 'after' ? `${placeLine}（${zh ? '邮编 ' : ''}${zip}）` : zipForm === 'before' ? `(${zip}) ${placeLine}` : placeLine;
  const rowForm = options.rows ? rng((cv.seed ^ 0x7a0b) * 47 + 31).pick(CJK_ROW_FORMS) : undefined;
  const employer = (j) => (rowForm === 'bare-firm' ? bareFirm(j.firm) : j.firm);
  const titleLabel = rowForm === 'title-line' ? rng((cv.seed ^ 0x7a0c) * 59 + 3).pick(TITLE_LABELS[lang]) : '';
  // The job's row in its form, and the lines under it (the title's labelled line, what the job was).
  const jobLines = (j) => {
    const when = period(j.from, j.to);
    const head = rowForm === 'title-first' || rowForm === 'bare-firm' ? line(when, [j.title, employer(j)])
      : rowForm === 'period-last' ? (cells ? row([j.firm, j.title, when], [0.35, 0.3, 0.35]) : { text: `${j.firm} ${j.title} ${when}` })
        : rowForm === 'title-line' ? line(when, [j.firm]) : line(when, [j.firm, j.title]);
    return [head, ...(rowForm === 'title-line' ? [{ text: `${titleLabel}${colon}${j.title}` }] : []), { text: j.prose }];
  };
  const header = rowForm === 'header' ? [cells ? row(ROW_HEADERS[lang], [0.25, 0.4, 0.35]) : { text: ROW_HEADERS[lang].join('  ') }] : [];
  const colon = zh ? '：' : ': ';
  // Phone and e-mail as a row of label and value cells, or each on a line of its own after its label and a colon.
  const contact = c.next() < 0.5 ? [row([phoneLabel, phone, emailLabel, email], [0.14, 0.3, 0.14, 0.42])]
    : [{ text: `${phoneLabel}${colon}${phone}` }, { text: `${emailLabel}${colon}${email}` }];
  const lines = [
    { text: zh ? '个人简历' : '이력서', size: 18 },
    label ? { text: label, size: 14 } : row([zh ? '姓 名' : '성 명', `${family[0]}${given[0]}`], [0.2, 0.8]),
    { text: zh ? `出生日期：${born.y}年${born.m}月${born.d}日` : `생년월일: ${born.y}년 ${born.m}월 ${born.d}일` },
    ...contact,
    { text: `${addressLabel}${colon}${address}` },
    { text: zh ? '教育背景' : '학력', size: 12 },
    ...[...studies].reverse().map((s) => line(period(s.from, s.to), [s.school, s.area, s.degree])),
    { text: zh ? '工作经历' : '경력', size: 12 },
    ...header, ...jobs.flatMap(jobLines),
    { text: zh ? '专业技能' : '보유 기술', size: 12 }, { text: cv.skills.join(', ') },
  ];
  return {
    ...cv, first: given[0], last: family[0], email, phone, address: { street: rest, city, zip: zipForm === 'none' ? '' : zip },
    work: jobs.map((j) => ({ employer: employer(j), title: j.title, start: `${j.from.y}-${pad(j.from.m)}`, end: j.to ? `${j.to.y}-${pad(j.to.m)}` : '' })),
    education: [...studies].reverse().map((s) => ({ institution: s.school, degree: s.degree, end: String(s.to.y) })),
    headline: jobs[0].title,
    style: { ...cv.style, cjk: { form: lang === 'zh' ? 'zh-rows' : 'ko-rows', lines, ...(rowForm ? { rows: rowForm } : {}), ...(place ? { place } : {}) } },
  };
}
