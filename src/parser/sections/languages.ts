// Spoken languages with their level: the CEFR level (A1–C2) when printed,
// "Native" for a mother tongue, else the level word as printed ("fluent", "fließend").
// Read in the languages section, and on labelled lines anywhere ("Languages: English (C1)").
import { foldDiacritics, mostCommon } from '../classify/text.js';
import { twoByte } from '../two-byte.js';
import type { LanguageEntry } from '../../domain/resume-sections.js';

export type { LanguageEntry } from '../../domain/resume-sections.js';

// English name → its names in en de hu fr es it pl, some pt and nl (folded, lowercase; adjectives included).
const LANGUAGES: Record<string, string[]> = {
  English: ['english', 'englisch', 'angol', 'anglais', 'ingles', 'inglese', 'angielski', 'engels'],
  German: ['german', 'deutsch', 'nemet', 'allemand', 'aleman', 'alemao', 'tedesco', 'niemiecki', 'duits'],
  Hungarian: ['hungarian', 'ungarisch', 'magyar', 'hongrois', 'hungaro', 'ungherese', 'wegierski'],
  French: ['french', 'franzosisch', 'francia', 'francais', 'frances', 'francese', 'francuski'],
  Spanish: ['spanish', 'spanisch', 'spanyol', 'espagnol', 'espanol', 'espanhol', 'castellano', 'spagnolo', 'hiszpanski', 'spaans'],
  Italian: ['italian', 'italienisch', 'olasz', 'italien', 'italiano', 'wloski'],
  Polish: ['polish', 'polnisch', 'lengyel', 'polonais', 'polaco', 'polacco', 'polski'],
  Russian: ['russian', 'russisch', 'orosz', 'russe', 'ruso', 'russo', 'rosyjski'],
  Portuguese: ['portuguese', 'portugiesisch', 'portugal', 'portugais', 'portugues', 'portoghese', 'portugalski'],
  Dutch: ['dutch', 'niederlandisch', 'nederlands', 'holland', 'neerlandais', 'neerlandes', 'olandese', 'niderlandzki'],
  Czech: ['czech', 'tschechisch', 'cseh', 'tcheque', 'checo', 'ceco', 'czeski'],
  Slovak: ['slovak', 'slowakisch', 'szlovak', 'slovaque', 'eslovaco', 'slovacco', 'slowacki'],
  Romanian: ['romanian', 'rumanisch', 'roman', 'roumain', 'rumano', 'rumeno', 'rumunski'],
  Croatian: ['croatian', 'kroatisch', 'horvat', 'croate', 'croata', 'chorwacki'],
  Serbian: ['serbian', 'serbisch', 'szerb', 'serbe', 'serbio', 'serbo', 'serbski'],
  Ukrainian: ['ukrainian', 'ukrainisch', 'ukran', 'ukrainien', 'ucraniano', 'ucraino', 'ukrainski'],
  Chinese: ['chinese', 'mandarin', 'chinesisch', 'kinai', 'chinois', 'chino', 'cinese', 'chinski'],
  Japanese: ['japanese', 'japanisch', 'japan', 'japonais', 'japones', 'giapponese', 'japonski'],
  Arabic: ['arabic', 'arabisch', 'arab', 'arabe', 'arabo', 'arabski'],
  Turkish: ['turkish', 'turkisch', 'torok', 'turc', 'turco', 'turecki'],
  Swedish: ['swedish', 'schwedisch', 'sved', 'suedois', 'sueco', 'svedese', 'szwedzki'],
  Greek: ['greek', 'griechisch', 'gorog', 'grec', 'griego', 'greco', 'grecki'],
};

const nameOf = new Map<string, string>();
for (const [english, names] of Object.entries(LANGUAGES)) for (const n of names) nameOf.set(n, english);
const NAME_RE = new RegExp(`(?<![a-z])(${[...nameOf.keys()].sort((a, b) => b.length - a.length).join('|')})(?:e|es|a|o|ul|ül)?(?![a-z])`, 'g');

const NAME_ALONE = new RegExp(`^(${[...nameOf.keys()].join('|')})(?:e|es|a|o|ul|ül)?$`);

/** True when `word` names a language in one of the languages above ("Inglés", "Deutsch", "magyarul"). */
export function isLanguageName(word: string): boolean {
  // Two-byte (../two-byte.ts): a two-letter word ("bs") may be one-byte, and NAME_ALONE is large to compile twice.
  return NAME_ALONE.test(twoByte(foldDiacritics(word).toLowerCase()));
}

/** True when `word` is a language's name as the table holds it ("English", "Deutsch", "Français"): a lookup, no pattern. */
export const isLanguageWord = (word: string): boolean => nameOf.has(foldDiacritics(word).toLowerCase());

const CEFR = /(?<![A-Za-z])([ABC][12])(?![0-9])/g;
const NATIVE = /(native|mother tongue|first language|muttersprache|anyanyelv|langue maternelle|nativ|lengua materna|madrelingua|lingua madre|ojczysty|jezyk ojczysty)/i;
const LEVEL_WORDS = /(fluent|proficient|advanced|intermediate|upper[- ]intermediate|basic|beginner|elementary|conversational|business|fliessend|fließend|verhandlungssicher|gut|sehr gut|grundkenntnisse|folyekony|tárgyalóképes|targyalokepes|alapfok|kozepfok|felsofok|courant|bilingue|notions|fluido|avanzado|intermedio|basico|fluente|avanzato|intermedio|base|biegly|zaawansowany|sredniozaawansowany|podstawowy|komunikatywny)/i;
const LABEL = /^(languages?|language skills|sprachen|sprachkenntnisse|fremdsprachen|nyelvtudás|nyelvtudas|nyelvismeret|langues|idiomas|lingue|języki|jezyki|mother tongue\(s\)|other language\(s\)|muttersprache|anyanyelv)\s*:/iu;

/** "Mother tongue(s)", "Other language(s)", "Sprachkenntnisse": a label of the languages, printed alone (Europass's left cells). */
export function isLanguageLabel(text: string): boolean {
  const t = text.trim().replace(/^other\s+/iu, '').replace(/\(s\)$/u, '');
  return t.length <= 30 && (LABEL.test(`${t}:`) || LABEL.test(`${t}(s):`) || (t.split(/\s+/u).length <= 3 && NATIVE.test(foldDiacritics(t))));
}

function levelOf(segment: string): string {
  const levels = [...segment.matchAll(CEFR)].map((m) => m[1]!);
  // Europass grids print one level per skill (listening, reading …): the most common one stands.
  if (levels.length > 0) return mostCommon([...levels].sort().reverse()) ?? '';
  if (NATIVE.test(foldDiacritics(segment))) return 'Native';
  const word = segment.match(LEVEL_WORDS);
  return word ? word[1]!.toLowerCase() : '';
}

/** Languages named in one line; each with the level printed after it, before the next language. */
export function languagesInLine(line: string): LanguageEntry[] {
  const folded = foldDiacritics(line).toLowerCase();
  const found = [...folded.matchAll(NAME_RE)].map((m) => ({ language: nameOf.get(m[1]!)!, at: m.index }));
  // "Mother tongue(s): Hungarian": the label says the level, before the name.
  const native = NATIVE.test(folded.split(':')[0] ?? '') && folded.includes(':');
  return found.map((f, i) => {
    const segment = line.slice(f.at, found[i + 1]?.at ?? line.length);
    return { language: f.language, fluency: native ? 'Native' : levelOf(segment) };
  });
}

/** Languages of the CV: the section's lines, then labelled lines elsewhere; first mention wins. */
export function readLanguages(sectionLines: readonly string[], allLines: readonly string[]): LanguageEntry[] {
  const out = new Map<string, LanguageEntry>();
  const add = (entries: LanguageEntry[]) => {
    for (const e of entries) {
      const known = out.get(e.language);
      if (!known) out.set(e.language, e);
      else if (!known.fluency && e.fluency) known.fluency = e.fluency;
    }
  };
  sectionLines.forEach((line, i) => {
    const entries = languagesInLine(line);
    // "English" on one line, "C1 – fluent" on the next: the level line belongs to the language.
    const next = sectionLines[i + 1] ?? '';
    const last = entries[entries.length - 1];
    if (last && !last.fluency && languagesInLine(next).length === 0) last.fluency = levelOf(next);
    add(entries);
  });
  for (const line of allLines) if (LABEL.test(line.trim())) add(languagesInLine(line.replace(LABEL, (m) => (NATIVE.test(m) ? m : ''))));
  return [...out.values()].slice(0, 15);
}
