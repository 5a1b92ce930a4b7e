// The legal forms of Japanese and Korean firms, as printed before or after the name ("株式会社Example", "Example(주)"):
// one list for the rirekisho's history table and the one-line rows of CJK CVs, which both tell a firm by them.
export const CJK_FIRM_FORMS = ['株式会社', '有限会社', '合同会社', '合資会社', '合名会社', '주식회사', '유한회사', '(주)', '㈜', '（株）', '(株)', '㈱'];

const escaped = CJK_FIRM_FORMS.map((f) => f.replace(/[()]/gu, '\\$&')).join('|');
/** A firm's legal form anywhere in the text. */
export const CJK_FIRM_FORM = new RegExp(`(?:${escaped})`, 'u');
/** A firm's legal form opening the text ("株式会社Example", "(주)Example"). */
export const CJK_FIRM_FORM_FIRST = new RegExp(`^(?:${escaped})`, 'u');
