// Names under a Japanese, Chinese or Korean name label (氏名, 姓名, 성명, 이름, お名前), the way the standard forms of
// those countries print them: the label in a cell of its own, often set apart over two cells ("氏\t名"), and the name
// beside it or on the next line, family name first, in its own script. A Japanese form prints the name's reading in
// kana above it (ふりがな / フリガナ): that is a pronunciation, never the name. A Latin transcription beside the name
// ("王小明 (Wang Xiaoming)") is the same name again and is left apart. Pure text logic over the document's lines.
import type { CvDocument } from './document.js';
import { splitName, type NameParts } from './name-parts.js';
import { isDocumentTitle } from './document-title.js';

// The label, its two signs perhaps set apart by spaces or a cell gap, and a colon perhaps.
const LABEL = /^(?:氏\s*名|姓\s*名|お名前|名\s*前|성\s*명|이\s*름)\s*[:：]?\s*/u;
// The reading's label ("ふりがな", "フリガナ", "ふり がな"), before the reading in the same line or cell.
const READING_LABEL = /^(?:ふ\s*り\s*が\s*な|フ\s*リ\s*ガ\s*ナ)\s*[:：]?/u;
const KANA_ONLY = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u;
const HAN_OR_HANGUL = /[\p{Script=Han}\p{Script=Hangul}]/u;
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}々ー]{1,5}$/u;
// The seal sign a Japanese form prints after the name (印, ㊞), and a Latin transcription in brackets or after a slash.
const SEAL = /\s*[印㊞]$/u;
const LATIN_AFTER = /\s*(?:[(（/／].*|\p{Script=Latin}[\p{Script=Latin}\s.'’-]*)$/u;
const LATIN_BEFORE = /^\p{Script=Latin}[\p{Script=Latin}\s.'’-]*?\s+(?=[\p{Script=Han}\p{Script=Hangul}])/u;
// The other labels of those forms, which stand under the name label when its value cell was left empty.
const FORM_LABELS = new Set([
  '生年月日', '現住所', '住所', '連絡先', '電話', '携帯電話', '性別', '年齢', '学歴', '職歴', '免許', '資格', '本籍', '国籍',
  '出生日期', '出生年月', '性别', '年龄', '民族', '籍贯', '国籍', '婚姻状况', '政治面貌', '联系电话', '电话', '手机', '邮箱', '电子邮箱', '地址', '现居住地', '学历', '工作经历', '教育背景',
  '생년월일', '성별', '나이', '주소', '현주소', '연락처', '전화', '휴대폰', '이메일', '학력', '경력', '병역', '국적',
]);
// How many lines below the label the name may stand (a reading line may come between).
const LINES_BELOW = 3;

/** The name in its own script, when `text` is one: one or two words of two to eight signs in all, not a form's title. */
export function cjkNameValue(text: string): string | undefined {
  const value = text.replace(SEAL, '').replace(LATIN_BEFORE, '').replace(LATIN_AFTER, '').trim();
  const words = value.split(/[\s\u3000]+/u).filter(Boolean);
  if (words.length === 0 || words.length > 2 || !words.every((w) => CJK_WORD.test(w))) return undefined;
  const signs = [...words.join('')].length;
  if (signs < 2 || signs > 8 || !HAN_OR_HANGUL.test(value)) return undefined;
  // A lone word that is the form's own title ("履歴書") or another label is no name.
  if (words.length === 1 && (isDocumentTitle(value) || LABEL.test(value) || FORM_LABELS.has(value))) return undefined;
  return words.join(' ');
}

/**
 * The text after a name label in a row of cells: the rest of the label's cell, else the next cell; '' when the label ends
 * the row; undefined when no cell (or two cells together, "氏" + "名") is a name label.
 */
function afterLabel(cells: readonly string[]): string | undefined {
  for (let j = 0; j < cells.length; j++) {
    for (const span of [1, 2]) {
      if (j + span > cells.length) continue;
      const cell = cells.slice(j, j + span).join(' ').trim();
      const m = cell.match(LABEL);
      if (!m) continue;
      const rest = cell.slice(m[0].length).trim();
      return rest !== '' ? rest : (cells[j + span] ?? '').trim();
    }
  }
  return undefined;
}

const isReading = (text: string): boolean => READING_LABEL.test(text) || KANA_ONLY.test(text);

/**
 * The name after a CJK name label (on the label's line or within a few lines below it, past a reading line), split
 * family name first; undefined when no such label holds a name.
 */
export function findCjkLabelledName(doc: CvDocument): (NameParts & { lineIndex: number }) | undefined {
  const lines = doc.lines;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const rest = afterLabel(line.segments);
    if (rest === undefined) continue;
    const here = rest === '' || isReading(rest) ? undefined : cjkNameValue(rest);
    if (here) return { ...familyFirst(here), lineIndex: line.index };
    for (let k = i + 1; k <= Math.min(lines.length - 1, i + LINES_BELOW); k++) {
      const text = lines[k]!.segments.join(' ').trim();
      if (isReading(text)) continue;
      const below = cjkNameValue(text);
      if (below) return { ...familyFirst(below), lineIndex: lines[k]!.index };
      break;
    }
  }
  return undefined;
}

// Family names of two signs, which the generated tables may lack: without a space the first sign alone would be taken
// as the family name ("남궁서진" → 남 / 궁서진). General knowledge: the common Korean and Chinese ones.
const TWO_SIGN_FAMILIES = new Set(['남궁', '황보', '제갈', '선우', '독고', '사공', '서문', '欧阳', '歐陽', '司马', '司馬', '诸葛', '諸葛',
  '上官', '东方', '東方', '皇甫', '令狐', '慕容', '司徒', '夏侯', '尉迟', '公孙', '长孙', '宇文', '端木', '轩辕', '南宫', '南宮']);

/** The parts of a CJK name: a space parts family and given name; without one the family-name tables cut it. */
function familyFirst(value: string): NameParts {
  const words = value.split(' ');
  if (words.length === 2) return { last: words[0]!, first: words[1]! };
  const signs = [...value];
  if (signs.length >= 3 && TWO_SIGN_FAMILIES.has(signs.slice(0, 2).join(''))) return { last: signs.slice(0, 2).join(''), first: signs.slice(2).join('') };
  return splitName(value, { familyFirst: true });
}
