// A street's word at the end of a line that carries no house number: "Menekşe Sok." over "No: 58", "Akçalı Mahallesi"
// (a Turkish address prints the neighbourhood and the street before the number, on lines of their own in a narrow
// cell), "Str. Morii" in Romanian. Where no name is printed, such a line is the first name-shaped text of the page and was
// read as the person's name. Only words that name nothing but a street or a quarter: an English street word ("Grove",
// "Court") is a family name as often.
import { foldDiacritics } from '../classify/text.js';

const STREET_TAIL_WORDS: ReadonlySet<string> = new Set([
  'sok.', 'sk.', 'sokak', 'sokagi', 'cad.', 'cd.', 'cadde', 'caddesi', 'mah.', 'mh.', 'mahalle', 'mahallesi', 'bulvari', 'blv.',
]);

/** The text's last word is a street's or quarter's word of that kind ("Sok.", "Caddesi", "Mahallesi"). */
export function endsWithStreetWord(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return false;
  const word = foldDiacritics(words.at(-1)!).toLowerCase().replace(/ı/g, 'i');
  return STREET_TAIL_WORDS.has(word.endsWith(',') ? word.slice(0, -1) : word);
}
