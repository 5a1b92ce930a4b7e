// Skills whose name ends in a word that is also a level ("React Native"): the skills reader cuts a level after an item
// ("Excel basic" → "Excel", ./skill-section.ts), so a listed "React Native" came out "React". Where the vocabulary found
// the whole name in the text, the listed piece gets its name back. Pure.
import { isLevelWord } from './skill-section.js';
import { normalizeText } from './text.js';

/** The listed items, each that is a known skill's name less its last word, a level word, made that skill's name. */
export function withLevelNamedSkills(listed: readonly string[], known: readonly string[]): string[] {
  const byHead = new Map<string, string>();
  for (const name of known) {
    const space = name.lastIndexOf(' ');
    if (space > 0 && isLevelWord(name.slice(space + 1))) byHead.set(normalizeText(name.slice(0, space)), name);
  }
  if (byHead.size === 0) return [...listed];
  const keys = new Set(listed.map((item) => normalizeText(item)));
  return listed.map((item) => {
    const whole = byHead.get(normalizeText(item));
    return whole !== undefined && !keys.has(normalizeText(whole)) ? whole : item;
  });
}
