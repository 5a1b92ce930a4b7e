// A nationality printed alone on a line of a personal-details block ("Belgian", "Nederlandse", "deutsch", "Portuguesa"):
// shaped like a town's name, so a town read there must not be one. Told by three signs, none a list of nationalities:
// the name of a language, which many nationalities are ("Deutsch", "magyar", "Français"); an English demonym's ending
// ("-ish", "-ian", "-ese"); or the stem of a country's name in the languages of the country table with a short ending
// after it ("Belgi|an" from "Belgium", "Italia|na", "Nederland|se", "Portug|uesa", "German|" from "Germany"). Pure logic.
import { isLanguageName } from '../sections/languages.js';
import { hasCountryStartingWith } from './country-names.js';
import { normalizeText } from '../classify/text.js';
import { answerTable, remembered } from './parse-answers.js';

// The shortest stem shared with a country's name: four letters match towns as often as nations ("Roma", "Romania").
const MIN_STEM = 5;
// The longest ending after the stem ("-uesa", "-eira"): longer ones make another word ("Indiana|polis").
const MAX_ENDING = 4;
// The longest rest of the country's name after the stem ("Belgi|um", "Portug|al"): "Porto" is no stem of "Portogallo".
const MAX_COUNTRY_REST = 3;

/** True when the one word `text` reads as a nationality rather than a place. */
export function looksLikeNationality(text: string): boolean {
  return remembered(answers, normalizeText(text.trim()), nationalityShaped);
}
// The lines of a block are asked about again for each town-shaped line below them: answered once while a document is read.
const answers = answerTable();

function nationalityShaped(word: string): boolean {
  if (!/^[a-z]+$/u.test(word)) return false;
  if (isLanguageName(word) || /(?:ish|ian|ese)$/u.test(word)) return true;
  for (let k = Math.max(MIN_STEM, word.length - MAX_ENDING); k <= word.length; k++) {
    if (hasCountryStartingWith(word.slice(0, k), MAX_COUNTRY_REST)) return true;
  }
  return false;
}
