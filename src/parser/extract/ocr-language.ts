// Which tesseract language a page is in, guessed from an English-model pass over part of
// the page. Recognising with all seven CV languages at once costs ~16 s a page (2 s per
// language, measured on brilliant-de-scan), which breaks the pool's 30 s limit; a sample
// band in English plus one pass in the page's own language keeps the diacritics
// (ü, ő, ł) right at about a third of that.

export type OcrLanguage = 'eng' | 'deu' | 'fra' | 'ita' | 'spa' | 'hun' | 'pol';

/** Frequent function words and CV words, as the English model spells them (often without accents). */
const MARKERS: Record<Exclude<OcrLanguage, 'eng'>, string[]> = {
  deu: ['und', 'der', 'die', 'das', 'mit', 'für', 'fur', 'bei', 'von', 'zu', 'im',
    'erfahrung', 'kenntnisse', 'ausbildung', 'berufserfahrung', 'geboren', 'sprachen', 'straße', 'strasse'],
  fra: ['et', 'le', 'la', 'les', 'des', 'pour', 'avec', 'du', 'en',
    'expérience', 'experience', 'formation', 'compétences', 'competences', 'langues', 'née', 'né'],
  ita: ['e', 'il', 'di', 'che', 'per', 'con', 'della', 'delle', 'degli', 'nel', 'esperienza', 'istruzione', 'competenze', 'lingue', 'nato', 'nata'],
  spa: ['y', 'el', 'los', 'las', 'de', 'para', 'con', 'del', 'en', 'experiencia', 'educación', 'educacion', 'habilidades', 'idiomas', 'nacimiento'],
  hun: ['és', 'es', 'az', 'hogy', 'egy', 'nem', 'tapasztalat', 'szakmai', 'végzettség', 'vegzettseg', 'nyelvtudás', 'született', 'szuletett', 'munkahely'],
  pol: ['i', 'w', 'z', 'na', 'do', 'się', 'sie', 'nie', 'doświadczenie', 'doswiadczenie', 'wykształcenie', 'umiejętności', 'języki', 'urodzenia'],
};
const ENGLISH = ['and', 'the', 'of', 'to', 'in', 'with', 'for', 'experience', 'education', 'skills', 'languages'];

export function guessOcrLanguage(text: string): OcrLanguage {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 20) return 'eng';
  const count = (list: readonly string[]): number => {
    const set = new Set(list);
    return words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0);
  };
  let best: OcrLanguage = 'eng';
  let bestScore = count(ENGLISH) * 1.2; // English wins ties: it is the model already run
  for (const [lang, markers] of Object.entries(MARKERS) as [OcrLanguage, string[]][]) {
    const score = count(markers);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}
