// A Chinese, Japanese or Korean study row that prints the school and its faculty or department as one word, with no
// space between them ("東都大学工学部情報工学科", "华东理工大学信息学院", "한빛대학교공과대학"): the school is the name up to its
// last school word before the unit, the faculty or department the rest (the study's area). A name that ends in its
// school word ("東都大学大学院") is the school whole. Pure; set lookups and one pattern compiled when first needed.
import { SCHOOL_WORDS_CJK } from './study-words.js';

// The words a faculty's, a department's or a course's name ends with.
const UNIT_ENDS = ['学部', '学科', '研究科', '学系', '系', '专业', '專業', '学院', '學院', '課程', '코스', '학과', '학부', '전공', '대학'];
// The school words a university's name ends with, before its unit ("大学院" a graduate school's).
const SCHOOL_ENDS = SCHOOL_WORDS_CJK.filter((w) => /大|대/u.test(w));

/** The school and its unit of one word ("東都大学工学部" → ["東都大学", "工学部"]), or undefined. */
export function schoolAndUnit(word: string): [string, string] | undefined {
  if (/\s/u.test(word) || !UNIT_ENDS.some((u) => word.endsWith(u))) return undefined;
  let cut = -1;
  for (const w of SCHOOL_ENDS) {
    // The last place the school word ends before the unit: "東都大学大学院工学研究科" keeps "大学院" in the school.
    for (let at = word.indexOf(w); at >= 0; at = word.indexOf(w, at + 1)) {
      const end = at + w.length;
      if (end < word.length && end > cut) cut = end;
    }
  }
  if (cut <= 0) return undefined;
  const unit = word.slice(cut);
  // A unit of one sign ("系") or a school word standing alone after the cut ("大学" of "大学大学") is no unit.
  if ([...unit].length < 2 || !UNIT_ENDS.some((u) => unit.endsWith(u))) return undefined;
  return [word.slice(0, cut), unit];
}
