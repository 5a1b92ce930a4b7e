// Section headings as the field extractors see them: a heading is never a name, and the first
// one after the top of the CV ends the contact block (DESIGN.md §6). The words themselves live
// in one vocabulary, sections/vocabulary.ts, shared with the section split and the skills reader.
import { allHeadingKeys, isHeadingText, wholeHeadingKind } from '../sections/vocabulary.js';

/** True when the whole text is a section heading ("EXPERIENCE", "Lebenslauf:", "2 Opleiding"). */
export function isSectionHeading(text: string): boolean {
  return remembered(sectionHeadings, text, isHeadingText);
}

/** True when the heading opens personal/contact data (the block that holds address and birth date). */
export function isContactHeading(text: string): boolean {
  return remembered(contactHeadings, text, (t) => wholeHeadingKind(t) === 'contact');
}

// The extractors ask about the same lines and segments again and again (every name and address
// candidate, the lines below each line): the vocabulary never changes, so an answer is kept, up to a bound.
const sectionHeadings = new Map<string, boolean>();
const contactHeadings = new Map<string, boolean>();
const MAX_REMEMBERED = 5000;

function remembered(answers: Map<string, boolean>, text: string, answer: (text: string) => boolean): boolean {
  let known = answers.get(text);
  if (known === undefined) {
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(text, (known = answer(text)));
  }
  return known;
}

/** Every heading, folded: "IDA PROBE LEBENSLAUF" contains one. */
export function headingWords(): ReadonlySet<string> {
  return allHeadingKeys();
}
