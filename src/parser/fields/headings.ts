// Section headings as the field extractors see them: a heading is never a name, and the first
// one after the top of the CV ends the contact block (DESIGN.md §6). The words themselves live
// in one vocabulary, sections/vocabulary.ts, shared with the section split and the skills reader.
import { allHeadingKeys, isHeadingText, wholeHeadingKind } from '../sections/vocabulary.js';
import { answerTable, remembered } from './parse-answers.js';

/** True when the whole text is a section heading ("EXPERIENCE", "Lebenslauf:", "2 Opleiding"). */
export function isSectionHeading(text: string): boolean {
  return remembered(sectionHeadings, text, isHeadingText);
}

/** True when the heading opens personal/contact data (the block that holds address and birth date). */
export function isContactHeading(text: string): boolean {
  return remembered(contactHeadings, text, (t) => wholeHeadingKind(t) === 'contact');
}

/** True when the whole line is a skills heading of the vocabulary, in any of its languages ("مهارت‌ها", "כישורים", "技能"). */
export function isSkillsVocabularyHeading(text: string): boolean {
  return remembered(skillsHeadings, text, (t) => wholeHeadingKind(t) === 'skills');
}

// The extractors ask about the same lines and segments again and again (every name and address
// candidate, the lines below each line): answers are kept while a document is read (./parse-answers.ts).
const sectionHeadings = answerTable();
const contactHeadings = answerTable();
const skillsHeadings = answerTable();

/** Every heading, folded: "IDA PROBE LEBENSLAUF" contains one. */
export function headingWords(): ReadonlySet<string> {
  return allHeadingKeys();
}
