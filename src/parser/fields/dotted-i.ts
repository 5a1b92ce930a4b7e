// Names and towns printed in capitals in a Turkish or Azerbaijani CV: there the capital I is the dotless ı's capital and
// İ the dotted i's ("IŞIK" is "Işık", "KILIÇ" "Kılıç", "EMİR YILDIZ" "Emir Yıldız"), so the casing that read them in
// capitals with the default rules ("Işik", "Kiliç", "Yildiz") is redone in the language's. The document tells the
// language by its letters (ğ, ı or İ anywhere; Azerbaijani also ə); a word's capital I is read so where the writer shows
// they type Turkish capitals: a word in capitals with İ somewhere in the CV, or Ş, Ç or Ğ in the word itself. A writer who
// types "TIMUR DEMIR" (and "İstanbul" only in small letters) is left alone. Only words the CV prints in capitals are
// redone. No pattern; pure.
import { containsWord, toProperCase } from '../classify/text.js';

export interface DottedI {
  locale: 'tr' | 'az';
  /** The CV prints İ inside a word in capitals ("İSTANBUL", "EMİR"). */
  capitalsDotted: boolean;
}

const isCapital = (ch: string | undefined): boolean => ch !== undefined && ch !== ch.toLowerCase();

/** The language of the dotless I where the text holds letters only such languages write; undefined otherwise. */
export function dottedILocale(text: string): DottedI | undefined {
  const locale = text.includes('ə') || text.includes('Ə') ? 'az' : ['İ', 'ı', 'ğ', 'Ğ'].some((l) => text.includes(l)) ? 'tr' : undefined;
  if (locale === undefined) return undefined;
  let capitalsDotted = false;
  for (let at = text.indexOf('İ'); at >= 0 && !capitalsDotted; at = text.indexOf('İ', at + 1)) {
    capitalsDotted = isCapital(text[at + 1]) || isCapital(text[at - 1]);
  }
  return { locale, capitalsDotted };
}

/** `value` (a name or town as read) with each word the text prints in capitals cased in the language's rules. */
export function withDottedICase(value: string, text: string, dotted: DottedI | undefined): string {
  if (dotted === undefined || value === '' || !(value.includes('i') || value.includes('I'))) return value;
  return value.split(' ').map((word) => {
    if (!word.includes('i') && !word.includes('I')) return word;
    const printed = word.toUpperCase();
    const typedTurkish = dotted.capitalsDotted || printed.includes('Ş') || printed.includes('Ç') || printed.includes('Ğ');
    return typedTurkish && printed !== word && containsWord(text, printed) ? toProperCase(printed, dotted.locale) : word;
  }).join(' ');
}
