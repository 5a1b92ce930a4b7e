// Whether a PDF page's text layer is garbage: the page looks right, but its fonts read their codes as other characters
// than the glyphs they draw. Old "print to PDF" drivers and some exports write a font's glyph numbers as its codes with
// no ToUnicode map, or a map that reads each code as itself: a TrueType font's glyphs in the standard order sit 29 places
// below their letters, so "Paula Martínez" reads "3DXOD 0DUWíQH]" (small letters turn capitals, capitals digits and
// signs); subset fonts number their glyphs from 1 and read as control characters. The fonts do not tell: pdf.js hands
// out a font's map only after the page's operator list (as costly as its text again) and with fontExtraProperties, it
// builds maps of its own for fonts without one, and a file's own map can be the wrong one. So the text itself is judged,
// by what no script's words do: control, private-use and replacement characters in numbers, in words of them (an icon
// font's glyph alone reads as one); long runs of letters almost without vowels, or with long clusters of consonants;
// capital runs broken by a small letter ("DUWtQH"). A page with too little to judge by is not garbage.
// Pure; ./pdf.ts sends a garbled page to OCR like a page without text.

/** Fewer visible characters than this is too little to judge by. */
const MIN_CHARS = 60;
/** Control, private-use and replacement characters: more than this share of the visible characters (and a few) is no text. */
const MAX_STRANGE_SHARE = 0.1;
const MIN_STRANGE = 10;
/**
 * Runs of letters this long are words (or names, or pieces of code's names) in every language of Latin, Greek or
 * Cyrillic script: no acronym ("SQL", "HTTPS") is as long, no formula's name ("x", "m2") either.
 */
const LONG_RUN = 6;
/** Too few long runs is too little to judge by. */
const MIN_LONG_RUNS = 10;
/**
 * Vowels are a third of the letters of words or more in every language of those scripts (code's long names too); text whose
 * small letters read as capitals three letters on has 10–20 %.
 */
const MIN_VOWEL_SHARE = 0.24;
/**
 * A cluster of consonants this long is rare in any language ("Deutschland" has five, "Angstschweiß" eight): letters
 * read as others make them in one long run in five or more.
 */
const CONSONANT_CLUSTER = 6;
const MAX_CLUSTER_SHARE = 0.2;
/** Capital runs broken by a small letter ("DUWtQH"): "KGaA" has one, a text rarely two in a hundred long runs. */
const MAX_BROKEN_SHARE = 0.2;

const STRANGE = /[\p{Cc}\p{Co}\p{Cs}\uFFFD]/u;
/** Vowels of the Latin, Greek and Cyrillic alphabets, accents removed (NFD's first character). */
const VOWELS = new Set([...'aeiouyæøœ', ...'αεηιουω', ...'аеиоуыэюяєіїў']);
/** Runs of letters of the scripts whose vowels are known (other scripts' text is judged by its strange characters only). */
const LETTER_RUNS = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}]+/gu;
/** A run of two capitals or more broken by one or two small letters and going on in capitals ("DUWtQH"). */
const BROKEN_CAPITALS = /\p{Lu}{2}\p{Ll}{1,2}\p{Lu}/u;

export interface TextLayerEvidence {
  /** Characters that are not white space. */
  chars: number;
  /** Control, private-use and replacement characters among them, in words of two of them or more. */
  strange: number;
  /** Distinct runs of LONG_RUN letters or more (Latin, Greek, Cyrillic), their letters and vowels. */
  runs: number;
  letters: number;
  vowels: number;
  /** Long runs with a cluster of CONSONANT_CLUSTER consonants, and long runs with a broken capital run. */
  clustered: number;
  broken: number;
}

/** What `text` (a page's text layer) shows of garbage; counts only. */
export function textLayerEvidence(text: string): TextLayerEvidence {
  const evidence: TextLayerEvidence = { chars: 0, strange: 0, runs: 0, letters: 0, vowels: 0, clustered: 0, broken: 0 };
  for (const token of text.split(/\s+/u)) {
    let strange = 0;
    for (const ch of token) {
      evidence.chars++;
      if (STRANGE.test(ch)) strange++;
    }
    // One such character alone, or before a word, is an icon font's glyph (a bullet, a telephone) read as a code.
    if (strange >= 2) evidence.strange += strange;
  }
  // Each run once: a word repeated down a page (a table's column, code's name) says no more than once.
  for (const run of new Set(Array.from(text.matchAll(LETTER_RUNS), ([found]) => found))) {
    const letters = [...run.normalize('NFD').replace(/\p{M}/gu, '')];
    if (letters.length < LONG_RUN) continue;
    evidence.runs++;
    evidence.letters += letters.length;
    let cluster = 0;
    let longest = 0;
    for (const letter of letters) {
      if (VOWELS.has(letter.toLowerCase())) {
        evidence.vowels++;
        cluster = 0;
      } else {
        longest = Math.max(longest, ++cluster);
      }
    }
    if (longest >= CONSONANT_CLUSTER) evidence.clustered++;
    if (BROKEN_CAPITALS.test(run)) evidence.broken++;
  }
  return evidence;
}

/** Whether a page's text layer reads as garbage rather than text of any script (see the head of this file). */
export function isGarbledTextLayer(text: string): boolean {
  const e = textLayerEvidence(text);
  if (e.chars < MIN_CHARS) return false;
  if (e.strange >= MIN_STRANGE && e.strange / e.chars > MAX_STRANGE_SHARE) return true;
  if (e.runs < MIN_LONG_RUNS) return false;
  return e.vowels / e.letters < MIN_VOWEL_SHARE || e.clustered / e.runs > MAX_CLUSTER_SHARE || e.broken / e.runs > MAX_BROKEN_SHARE;
}
