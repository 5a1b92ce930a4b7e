// Company legal forms ("Tesco PLC", "Beispiel AG", "Ejemplo SA") that are also skill acronyms
// (PLC: programmable logic controller; SAS: the statistics suite; AS, AB …). Where such a word
// ends a company name it is part of the employer, not something the candidate can do.
// Pure: text in, text of the same length out (offsets keep the order skills are found in).

// Not SAS: "Base SAS" is the product more often than a French company's form.
const FORMS = ['plc', 'llc', 'llp', 'ltd', 'inc', 'corp', 'gmbh', 'ag', 'kg', 'se', 'sa', 'sarl', 'sl', 'srl', 'spa', 'bv', 'nv', 'kft', 'zrt', 'nyrt',
  'bt', 'oy', 'ab', 'asa', 'aps', 'pty'];
// Either case, letter by letter: a /i flag would also let \p{Lu} match lowercase letters.
const anyCase = (form: string): string => [...form].map((ch) => `[${ch}${ch.toUpperCase()}]`).join('');
// A capitalised word (the company's name), the legal form, then the end of the name: line end,
// punctuation, a bracket, a dash or a date. "Siemens PLC programming" goes on with a lowercase
// word: there PLC is the thing programmed.
const IN_NAME = new RegExp(
  `(?<=\\p{Lu}[\\p{L}\\p{N}&'’.-]*[ \\t]+)(?:${FORMS.map(anyCase).join('|')})\\.?(?=[ \\t]*(?:$|[,;:|()\\[\\]–—-]|\\d))`, 'gmu');

/** The text with legal forms that end a company name blanked out. */
export function maskLegalForms(text: string): string {
  return text.replace(IN_NAME, (m) => ' '.repeat(m.length));
}

/**
 * The text with the employers the work section read blanked out, where a name has two words or more ("Kafka Brenner GmbH",
 * "Helm Northgate PLC"): a firm's name is no skill of the person, though a word of it names one. A one-word employer may be
 * the tool itself ("SAP"), so it stays. Same length out, as maskLegalForms.
 */
export function maskEmployers(text: string, employers: readonly string[]): string {
  let out = text;
  for (const name of new Set(employers.map((e) => e.trim()))) {
    if (!/\s/.test(name) || name.length > 120) continue;
    // Every occurrence, left to right, in one pass: cut out one at a time, a name printed 10,000 times copied the text as often.
    if (out.includes(name)) out = out.split(name).join(' '.repeat(name.length));
  }
  return out;
}
