// Names and towns printed in capitals in a Turkish or Azerbaijani CV: there the capital I is the dotless ı's capital and
// İ the dotted i's ("IŞIK" is "Işık", "KILIÇ" "Kılıç", "EMİR YILDIZ" "Emir Yıldız"), so the casing that read them in
// capitals with the default rules ("Işik", "Kiliç", "Yildiz") is redone in the language's. The document tells the
// language by its letters (ğ, ı or İ anywhere; Azerbaijani also ə); a word's capital I is read so where the name itself
// shows Turkish capitals: Ş, Ç or Ğ in the word, or İ in another of its words as printed. A name from elsewhere in
// capitals ("NISHIMURA Aiko", "TIMUR DEMIR" typed without Turkish capitals) is left alone. Only words the CV prints in
// capitals are redone. No pattern; pure.
import { containsWord, toProperCase } from '../classify/text.js';

/** The language of the dotless I where the text holds letters only such languages write; undefined otherwise. */
export function dottedILocale(text: string): 'tr' | 'az' | undefined {
  if (text.includes('ə') || text.includes('Ə')) return 'az';
  return ['İ', 'ı', 'ğ', 'Ğ'].some((l) => text.includes(l)) ? 'tr' : undefined;
}

const TURKISH_CAPITALS = ['Ş', 'Ç', 'Ğ'];

/**
 * The words of a name or town as read (`parts`: given and family name, or the town alone), each word the text prints in
 * capitals cased in the language's rules where the name shows Turkish capitals.
 */
export function withDottedICase(parts: readonly string[], text: string, locale: 'tr' | 'az' | undefined): string[] {
  if (locale === undefined || !parts.some((p) => p.includes('i') || p.includes('I'))) return [...parts];
  const words = parts.flatMap((p) => p.split(' ')).filter((w) => w !== '');
  // İ in a word of the name as printed: the writer types Turkish capitals ("EMİR YILDIZ").
  const dottedPeer = words.some((w) => {
    const printed = w.toLocaleUpperCase(locale);
    return printed.includes('İ') && containsWord(text, printed);
  });
  return parts.map((part) => part.split(' ').map((word) => {
    if (!word.includes('i') && !word.includes('I')) return word;
    const printed = word.toUpperCase();
    const typedTurkish = dottedPeer || TURKISH_CAPITALS.some((c) => printed.includes(c));
    return typedTurkish && printed !== word && containsWord(text, printed) ? toProperCase(printed, locale) : word;
  }).join(' '));
}
