// East Asian names with their own script (generateCv(seed, { nativeNames: true }), wild CVs whose name is Japanese,
// Chinese or Korean, drawn from a stream of its own after every other draw, so the jobs, schools and the earlier classes
// of a CV stay what they were; the name and the e-mail are drawn again from the pairs below). One form a CV:
// - 'native-after': the name in Latin letters, in the order and case the wild set drew, and the same name in its own
//   script after it ("Park Seoyeon 박서연", "WANG Xiaoming 王小明"); the truth is the Latin name;
// - 'native-bracket': the same with the native name in brackets ("Minjun KIM (김민준)");
// - 'hyphen-given': a Korean or Chinese given name with its syllables set apart by a hyphen ("Kim Min-jun", "Chen Yi-ling"),
//   as many people write it; the truth keeps the hyphen (a Japanese name prints 'native-after' instead);
// - 'native-label': only the native name, under its language's name label ("氏名：山田 花子", "姓名：王小明", "성명: 김민준");
//   the truth is the native name, family name first as printed;
// - 'plain': as before.
// Only the DOCX prints the native script (the PDF writer sets Helvetica only and prints question marks): the DOCX is the
// test. Only where no earlier name class, trap or title prints the name; the line replaces the hard set's name lines.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const NATIVE_NAME_FORMS = ['native-after', 'native-bracket', 'hyphen-given', 'native-label', 'plain'];

// Common family and given names in their script with the Latin spelling people use (general knowledge); a given name's
// syllables as a hyphen sets them apart. Japanese writes a space between family and given name, Chinese and Korean none.
const PAIRS = {
  ja: {
    family: [['山田', 'Yamada'], ['佐藤', 'Sato'], ['鈴木', 'Suzuki'], ['田中', 'Tanaka'], ['中村', 'Nakamura'], ['小林', 'Kobayashi']],
    given: [['花子', 'Hanako'], ['健太', 'Kenta'], ['美咲', 'Misaki'], ['大輔', 'Daisuke'], ['直子', 'Naoko'], ['拓海', 'Takumi']],
    label: '氏名：', space: ' ',
  },
  zh: {
    family: [['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['黄', 'Huang']],
    given: [['小明', 'Xiao-ming'], ['丽华', 'Li-hua'], ['志伟', 'Zhi-wei'], ['雨婷', 'Yu-ting'], ['浩然', 'Hao-ran'], ['欣怡', 'Xin-yi']],
    label: '姓名：', space: '',
  },
  ko: {
    family: [['김', 'Kim'], ['이', 'Lee'], ['박', 'Park'], ['최', 'Choi'], ['정', 'Jung'], ['강', 'Kang']],
    given: [['민준', 'Min-jun'], ['서연', 'Seo-yeon'], ['지훈', 'Ji-hoon'], ['수빈', 'Su-bin'], ['현우', 'Hyun-woo'], ['은지', 'Eun-ji']],
    label: '성명: ', space: '',
  },
};

/** The CV with its native-name form drawn (`style.nativeNames` = { form, line }: the name's line as printed). */
export function withNativeName(cv) {
  const r = rng((cv.seed ^ 0x7e11) * 37 + 19);
  let form = r.pick(NATIVE_NAME_FORMS);
  const w = cv.style.wild;
  const pairs = PAIRS[w?.origin];
  const [family, given] = pairs ? [r.pick(pairs.family), r.pick(pairs.given)] : [[], []];
  // The line replaces the name however the hard set printed it (one line, two, labelled, family name in capitals).
  const plainName = pairs && cv.first !== ''
    && ['plain', undefined].includes(cv.style.names?.class) && ['plain', undefined].includes(cv.style.traps?.class)
    && ['plain', undefined].includes(cv.style.titles?.class) && ['plain', undefined].includes(cv.style.persons?.form)
    && ['plain', undefined].includes(cv.style.nameFields?.form) && cv.style.layout !== 'europass';
  if (!plainName) form = 'plain';
  if (form === 'hyphen-given' && w.origin === 'ja') form = 'native-after';
  const out = { ...cv, style: { ...cv.style, nativeNames: { form } } };
  if (form === 'plain') return out;
  const hyphened = given[1];
  const latinGiven = form === 'hyphen-given' ? hyphened : hyphened.replace('-', '').replace(/^(\p{Lu})(.*)$/u, (_, a, b) => a + b.toLowerCase());
  const native = `${family[0]}${pairs.space}${given[0]}`;
  out.first = form === 'native-label' ? given[0] : latinGiven;
  out.last = form === 'native-label' ? family[0] : family[1];
  const mail = (s) => s.toLowerCase().replace(/[^a-z]/g, '');
  out.email = `${mail(given[1])}.${mail(family[1])}@example.${VOCAB[cv.lang].tld}`;
  const up = (s) => s.toLocaleUpperCase('en');
  const latin = { 'FAMILY Given': `${up(out.last)} ${out.first}`, 'Given FAMILY': `${out.first} ${up(out.last)}`,
    'Family Given': `${out.last} ${out.first}`, 'Given Family': `${out.first} ${out.last}` }[w.nameForm] ?? `${out.first} ${out.last}`;
  out.style.nativeNames.line = form === 'native-label' ? `${pairs.label}${native}`
    : form === 'native-after' ? `${latin} ${native}` : form === 'native-bracket' ? `${latin} (${native})` : latin;
  return out;
}
