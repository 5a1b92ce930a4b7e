// A skills table of two narrow columns (LaTeX moderncv-like: "Databases ⇥ Velmdb, Tallyforge") whose gap between the
// label and the items is a few points only, so the text layer gives one line "Databases Velmdb, Tallyforge" with no cell
// gap: the label is glued to the first item. A row that lists items and opens with a plural noun naming a kind of tools
// ("Databases", "Frameworks", "Datenbanken", "Herramientas" …) before a capital opens with its label. Words that also
// open a skill's name ("Data Analysis", "Cloud Computing", "Web Design") are not among them. Set lookup; pure.
import { normalizeText } from './text.js';

// Folded plural nouns of kinds of tools in the CV languages.
const GROUP_WORDS = new Set([
  'databases', 'frameworks', 'libraries', 'platforms', 'methodologies', 'methods', 'environments', 'editors', 'ides', 'servers',
  'datenbanken', 'programmiersprachen', 'betriebssysteme', 'werkzeuge', 'methoden', 'bibliotheken', 'plattformen',
  'langages', 'logiciels', 'outils', 'methodes', 'plateformes', 'bibliotheques',
  'lenguajes', 'herramientas', 'metodologias', 'plataformas', 'librerias', 'bibliotecas',
  'linguaggi', 'strumenti', 'piattaforme', 'metodologie', 'librerie',
  'narzedzia', 'jezyki', 'platformy', 'metodyki', 'biblioteki', 'eszkozok', 'nyelvek', 'adatbazisok', 'modszertanok', 'platformok',
  'linguagens', 'ferramentas',
]);

/** The first piece of a row that lists items, without a kind-of-tools label glued to its first item. */
export function withoutGluedGroupWord(piece: string): string {
  const space = piece.indexOf(' ');
  if (space <= 0) return piece;
  const rest = piece.slice(space + 1).trimStart();
  const first = rest[0];
  if (first === undefined || first === first.toLowerCase()) return piece;
  return GROUP_WORDS.has(normalizeText(piece.slice(0, space))) ? rest : piece;
}
