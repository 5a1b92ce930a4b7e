// The document's own title ("Curriculum Vitae", "이력서", "L E B E N S L A U F") at the top of a CV is never the
// person's name: a reader that takes it as one makes a name up, and no name is better than a wrong one. The Latin
// titles live in the heading vocabulary (sections/vocabulary.ts); the titles written in scripts without letter case
// are name-shaped to the name reader (any two to four Han or Hangul signs may be a name), so they are listed here, with
// the titles of languages the vocabulary does not hold. Pure text logic.
import { isSectionHeading } from './headings.js';
import { normalizeText } from '../classify/text.js';

// Titles of a CV in Korean, Japanese and Chinese (simplified and traditional), and in languages the heading
// vocabulary lacks (Czech, Slovak, Slovene, Russian, Ukrainian, Bulgarian, Finnish, Swedish, Danish, Greek, Turkish,
// Lithuanian, Estonian, Vietnamese, Arabic, Hebrew; general knowledge, folded as normalizeText folds).
const TITLES = new Set([
  '이력서', '자기소개서', '경력기술서', '이력서 및 자기소개서',
  '履歴書', '職務経歴書', '履歴書・職務経歴書',
  '简历', '个人简历', '职业简历', '求职简历', '简历表', '履历', '个人履历', '履历表',
  '簡歷', '個人簡歷', '履歷', '履歷表', '個人履歷',
  'zivotopis', 'strukturovany zivotopis', 'zivljenjepis', 'резюме', 'автобиография', 'автобіографія', 'ansioluettelo',
  'meritforteckning', 'levnedsbeskrivelse', 'βιογραφικο', 'βιογραφικο σημειωμα', 'ozgecmis', 'gyvenimo aprasymas',
  'elulookirjeldus', 'so yeu ly lich', 'السيرة الذاتية', 'קורות חיים',
].map(normalizeText));

/**
 * Letters set apart for show joined back into their words: "L E B E N S L A U F  Mira Example" → "LEBENSLAUF Mira
 * Example", "C V" → "CV", "이 력 서" → "이력서". A run of single letters is a word; two spaces or more part words.
 */
export function unspaceTitle(text: string): string {
  return text.split(/\s{2,}/u).map((group) => {
    const words = group.trim().split(/\s+/u);
    return words.length >= 2 && words.every((w) => [...w].length === 1 && /\p{L}/u.test(w)) ? words.join('') : group.trim();
  }).filter((g) => g !== '').join(' ');
}

const bare = (text: string): string => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** True when the whole text, its letter-spacing undone, is the title of a CV ("CURRICULUM VITAE", "C V", "履歴書"). */
export function isDocumentTitle(text: string): boolean {
  const t = bare(unspaceTitle(text));
  if (t === '') return false;
  return TITLES.has(normalizeText(t)) || (isSectionHeading(t) && TITLE_WORDS.test(normalizeText(t)));
}
// The vocabulary's headings that title a whole CV rather than one of its sections (folded).
const TITLE_WORDS = /^(?:(?:tabellarischer |szakmai |strukturovany )?(?:curriculum vitae|curriculum|curriculo|cv|resume|lebenslauf|zyciorys|oneletrajz|eletrajz|levensloop|hoja de vida|zivotopis))$/u;

// What joins a title to the name after it: a dash, colon or bar, or "of", "von", "de" … ("CV of Mira Example").
const JOINER = /^(?:[-–—:|/•·]+\s*|(?:of|von|de|di|del|du|van|z|od)\s+)/iu;

/**
 * The text without a document title that opens or closes it ("Lebenslauf – Mira Example" → "Mira Example", "이력서
 * 김하나" → "김하나"); the whole text when no title is there, and '' when the text is nothing but a title.
 */
export function withoutDocumentTitle(text: string): string {
  if (isDocumentTitle(text)) return '';
  const joined = unspaceTitle(text);
  const words = joined.split(/\s+/u);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    if (isDocumentTitle(words.slice(0, n).join(' '))) return words.slice(n).join(' ').replace(JOINER, '').trim();
    if (isDocumentTitle(words.slice(-n).join(' '))) return words.slice(0, -n).join(' ').replace(/\s*[-–—:|/•·]+$/u, '').trim();
  }
  return text;
}
