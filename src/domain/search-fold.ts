// How search compares letters (DESIGN.md §8): the same folding on both stores, when text is
// indexed and when a query is read, so a search answers the same on SQLite and PostgreSQL.
//
// Folding transliterates (any-ascii), it does not only strip accents: ł → l, ø → o, æ → ae,
// œ → oe, đ → d, ß → ss, þ → th, ı → i — letters that do not decompose and that accent
// stripping (FTS5's remove_diacritics, PostgreSQL's unaccent) left alone or folded
// differently; scripts that are not Latin are romanised (Москва → moskva). Then lower case,
// and an apostrophe inside a word goes (O'Brien, O’Brien → obrien).
//
// Some letters have a second spelling their writers use on a keyboard without them:
// ä ö ü → ae oe ue (Müller, Mueller), ø → oe, å → aa (Søren, Soeren). The indexed text of a
// word holding one carries both spellings, so `muller` and `mueller` both find Müller; a
// query holding one asks for either, so `Müller` also finds someone written Mueller. A
// word with an apostrophe is also indexed in its parts (`brien` still finds O'Brien).
import { createRequire } from 'node:module';

type Transliterate = (text: string) => string;

// any-ascii is a 550 kB table: loaded the first time a non-ASCII letter is folded, not by every
// command that opens a database — with `require`, which loads an ES module since Node 20.19
// and 22.12. An older Node cannot, so there openStore (and the duplicate-blocks thread) waits
// for loadSearchFolding() first. The package name is not a literal in import(): the CLI's
// bundle (scripts/bundle-threads.mjs) would otherwise carry the table.
const canRequireModules = (process.features as { require_module?: boolean }).require_module === true;
const ANY_ASCII = 'any-ascii';
let anyAscii: Transliterate | undefined;
let loading: Promise<void> | undefined;

/** Makes folding ready on a Node that cannot `require` an ES module; elsewhere resolves at once. */
export function loadSearchFolding(): Promise<void> {
  if (anyAscii !== undefined || canRequireModules) return Promise.resolve();
  return (loading ??= (import(ANY_ASCII) as Promise<{ default: Transliterate }>).then((module) => {
    anyAscii = module.default;
  }));
}

function transliterate(text: string): string {
  if (anyAscii === undefined) {
    if (!canRequireModules) throw new Error('search folding was used before loadSearchFolding() (this Node cannot require an ES module)');
    anyAscii = (createRequire(import.meta.url)(ANY_ASCII) as { default: Transliterate }).default;
  }
  return anyAscii(text);
}

/** Text without a character outside ASCII, an apostrophe or a backtick folds by lower case alone. */
const PLAIN = /^[\u0000-\u0026\u0028-\u005f\u0061-\u007f]*$/;
const ASCII = /^[\u0000-\u007f]*$/;
/** An apostrophe (any-ascii writes ’ ʼ ‘ ´ as ') or a backtick between two letters or digits. */
const INNER_APOSTROPHE = /(?<=[a-z0-9])['`]+(?=[a-z0-9])/g;
const HAS_INNER_APOSTROPHE = /[a-z0-9]['`]+[a-z0-9]/;

const SPELLED_OUT: Readonly<Record<string, string>> = {
  ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ø: 'oe', Ø: 'Oe', å: 'aa', Å: 'Aa',
};
const SPELLED_OUT_LETTER = /[äöüÄÖÜøØåÅ]/;
const SPELLED_OUT_LETTERS = /[äöüÄÖÜøØåÅ]/g;

/** Lower-case ASCII with apostrophes kept (`nfc`: the text is known to be NFC already). */
function lowerAscii(text: string, nfc = false): string {
  return (ASCII.test(text) ? text : transliterate(nfc ? text : text.normalize('NFC'))).toLowerCase();
}

/** The one spelling of the text: transliterated, lower case, no apostrophes inside words. */
export function foldText(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase();
  return lowerAscii(text).replace(INNER_APOSTROPHE, '');
}

/** The text with ä ö ü ø å spelled out (ae oe ue oe aa), or undefined when it holds none. */
function spelledOut(text: string): string | undefined {
  if (ASCII.test(text)) return undefined;
  const nfc = text.normalize('NFC');
  return SPELLED_OUT_LETTER.test(nfc) ? nfc.replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter] ?? letter) : undefined;
}

/** foldForIndex's answer in two parts: the folded text, and the other spellings of its words joined by spaces ('' when none). */
interface IndexForms {
  folded: string;
  others: string;
}

function indexForms(text: string): IndexForms {
  if (PLAIN.test(text)) return { folded: text.toLowerCase(), others: '' };
  const nfc = text.normalize('NFC');
  const folded = lowerAscii(nfc, true);
  const others: string[] = [];
  if (SPELLED_OUT_LETTER.test(nfc) || HAS_INNER_APOSTROPHE.test(folded)) {
    for (const word of nfc.split(/\s+/u)) {
      const spelled = spelledOut(word);
      if (spelled !== undefined) others.push(foldText(spelled));
      const ascii = lowerAscii(word);
      if (HAS_INNER_APOSTROPHE.test(ascii)) others.push(ascii.replace(/['`]+/g, ' '));
    }
  }
  return { folded: folded.replace(INNER_APOSTROPHE, ''), others: others.join(' ') };
}

const joinedForms = (forms: IndexForms) => (forms.others === '' ? forms.folded : `${forms.folded}\n${forms.others}`);

/**
 * The text an index holds: the folded text and, after a line break, the other spellings of
 * its words that have one (spelled out, or split at the apostrophe). Cheap for plain ASCII
 * text, which most fields are: one regular expression test.
 */
export function foldForIndex(text: string): string {
  return PLAIN.test(text) ? text.toLowerCase() : joinedForms(indexForms(text));
}

/** Distinct pieces a remembering fold keeps before it starts again; longer pieces are not kept. */
const PIECES_REMEMBERED = 8192;
const LONGEST_PIECE_REMEMBERED = 64;
/** Longer texts (a document's, a list of skills) are folded whole: their words rarely repeat, and a fold per word costs more. */
const LONGEST_TEXT_SPLIT = 256;

/**
 * foldForIndex that remembers the forms of each piece of a text between its spaces (U+0020).
 * Folding never reaches across such a space: transliteration goes code point by code point, no
 * character composes with a space under NFC, the apostrophe rule needs a letter or digit on
 * both sides, and the other spellings are found word by word. So the fold of a text is its
 * pieces' folds joined by spaces, then their other spellings, in order — and a name of people
 * (first, last, maiden name) is pieces that repeat from row to row, where a piece beyond plain
 * ASCII costs the normalisation and transliteration each time it is folded afresh.
 */
export function rememberingFoldForIndex(): (text: string) => string {
  let memo = new Map<string, IndexForms>();
  const formsOf = (piece: string): IndexForms => {
    let forms = memo.get(piece);
    if (forms === undefined) {
      forms = indexForms(piece);
      if (piece.length <= LONGEST_PIECE_REMEMBERED) {
        if (memo.size >= PIECES_REMEMBERED) memo = new Map();
        memo.set(piece, forms);
      }
    }
    return forms;
  };
  return (text) => {
    if (PLAIN.test(text)) return text.toLowerCase();
    if (text.length > LONGEST_TEXT_SPLIT) return joinedForms(indexForms(text));
    let folded = '';
    let others = '';
    for (let from = 0; ; ) {
      const space = text.indexOf(' ', from);
      const forms = formsOf(space === -1 ? text.substring(from) : text.substring(from, space));
      folded = from === 0 ? forms.folded : `${folded} ${forms.folded}`;
      if (forms.others !== '') others = others === '' ? forms.others : `${others} ${forms.others}`;
      if (space === -1) break;
      from = space + 1;
    }
    return joinedForms({ folded, others });
  };
}

/** A word of a query as the forms to look for, either of which may match: one, or two when it has a spelled-out form. */
export function queryForms(word: string): string[] {
  const folded = foldText(word);
  const spelled = spelledOut(word);
  if (spelled === undefined) return [folded];
  const other = foldText(spelled);
  return other === folded ? [folded] : [folded, other];
}

/** "  Kraków-Nowa Huta " → "krakow nowa huta": folded, punctuation and spaces as one space (equality of short values). */
export function foldKey(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The key of the spelled-out form ("München" → "muenchen"), or undefined when it is the key itself. */
export function spelledOutKey(text: string): string | undefined {
  const spelled = spelledOut(text);
  if (spelled === undefined) return undefined;
  const key = foldKey(spelled);
  return key === foldKey(text) ? undefined : key;
}

/** Every key the text is known by: foldKey, and its spelled-out key when it differs. */
export function foldKeys(text: string): string[] {
  const other = spelledOutKey(text);
  return other === undefined ? [foldKey(text)] : [foldKey(text), other];
}
