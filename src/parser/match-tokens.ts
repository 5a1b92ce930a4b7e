// Words for job matching (./match.ts): folded, lowercased, stop words out, and a light suffix
// stemmer so "developer" meets "development" and "nursing" meets "nurse". The same function
// runs on both sides (CV and job), so the stems only need to be consistent, not pretty.
import { normalizeText } from './classify/text.js';

// Function words of the CV languages, and words every advert and CV has ("experience",
// "team"): they would only add noise to the ranking.
const STOP_WORDS = new Set(`
a an and are as at be by for from has have in is it of on or our the to we with you your will must can all any
experience years year work working team skills skill knowledge job position role candidate ability good strong new
der die das den dem des ein eine einer und oder mit von zu im in für fur auf bei ist sind wir sie ihr ihre erfahrung kenntnisse
le la les un une des du de et ou avec pour dans sur au aux en est nous vous votre
el los las una unos y o con para por en del al es nosotros experiencia
il lo gli uno e di da con per nel della delle dei degli esperienza
a az egy és vagy is van nem hogy tapasztalat
i w z na do dla oraz lub jest się
`.split(/\s+/).filter(Boolean));

// One pass strips one of these; two passes reach "engineering" → "engineer" → "engin".
const SUFFIXES = ['ments', 'ment', 'ings', 'ing', 'ers', 'er', 'es', 's', 'e'];
const MIN_STEM = 4;

export function stem(word: string): string {
  if (/[^a-z\u00c0-\uffff]/.test(word)) return word; // c++, c#, node.js, 3d: keep as written
  let w = word;
  for (let pass = 0; pass < 2; pass++) {
    const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= MIN_STEM);
    if (!suffix) break;
    w = w.slice(0, -suffix.length);
  }
  return w;
}

/** The matching tokens of a text, in order, repeats kept (term frequency counts them). */
export function matchTokens(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9+#.\u00c0-\uffff]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w))
    .map(stem);
}
