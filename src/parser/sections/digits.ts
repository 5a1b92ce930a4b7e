// Persian and Arabic CVs write their numbers in their own digits (Extended Arabic-Indic "۱۳۹۸", Arabic-Indic
// "٢٠١٩"); the period readers know ASCII digits only. Each such digit is one UTF-16 unit, as its ASCII digit is,
// so offsets into a folded line still point into the printed one.
const EASTERN_DIGIT = /[\u0660-\u0669\u06F0-\u06F9]/gu;

/** The text with Arabic-Indic and Extended Arabic-Indic (Persian) digits written as ASCII digits. */
export function foldDigits(text: string): string {
  if (!/[\u0660-\u0669\u06F0-\u06F9]/u.test(text)) return text;
  return text.replace(EASTERN_DIGIT, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));
}
