// Step 3 of the parser pipeline (types.ts): ExtractedContent → ExtractedFields.
// Reads like the algorithm: build the document view, detect the locale, then each field by
// its own feature table (STYLE.md practice 11). Pure and total: no match gives an empty
// value, never an exception, so one odd CV cannot fail a batch.
import type { ExtractedFields, TextLine } from '../types.js';
import { buildDocument } from './document.js';
import { detectLocale } from './locale.js';
import { extractEmails } from './email.js';
import { extractPhones } from './phone.js';
import { extractName, NAME_MIN_SCORE } from './name.js';
import { extractBirthDate, BIRTH_MIN_SCORE } from './birth-date.js';
import { extractAddress, ADDRESS_MIN_SCORE } from './address.js';
import { PHONE_MIN_SCORE } from './phone.js';
import { explanation, lineContaining, sourceOf, MIN_CONFIDENCE, type Explanations, type FieldExplanation } from './explain.js';
import { isSectionHeading } from './headings.js';
import { findSkills, mergeTags } from '../classify/skills.js';
import { findSkillSectionItems } from '../classify/skill-section.js';
import { classifyCategory } from '../classify/category.js';
import { buildKeywords } from '../classify/keywords.js';
import type { Vocabulary } from '../classify/vocabulary.js';

export { loadVocabulary } from '../classify/vocabulary.js';
export type { Vocabulary, Skill, Category } from '../classify/vocabulary.js';

export type { Explanations, FieldExplanation } from './explain.js';

export interface FieldsWithEvidence {
  fields: ExtractedFields;
  /** Why each value was chosen: the features that fired, per field. */
  evidence: Record<string, string[]>;
  /** Per field: value, source (page/line/cell), features with weights, confidence (`parser parse --explain`). */
  explain: Explanations;
}

export function emptyFields(): ExtractedFields {
  return {
    last: '', first: '', birth_date: '', email: [], phone: [], category: null,
    address: { street: '', city: '', zip: '' }, tags: [], keywords: '',
  };
}

/** What step 3 reads of ExtractedContent (`ocr` makes the extractors expect misread letters). */
export interface FieldsInput {
  text: string;
  lines: TextLine[];
  ocr?: boolean;
}

export function extractFieldsWithEvidence(content: FieldsInput, vocabulary: Vocabulary): FieldsWithEvidence {
  try {
    const doc = buildDocument(content);
    const locale = detectLocale(doc.text);
    const email = extractEmails(doc.text);
    const phone = extractPhones(doc, { country: locale.country, northAmericanFirst: locale.language === 'en' && !locale.countryFromPhone });
    const name = extractName(doc, { emails: email, familyFirst: locale.language === 'hu', hungarianHint: locale.country === 'HU', language: locale.language });
    const birth = extractBirthDate(doc, { monthFirst: locale.country === 'US' });
    const address = extractAddress(doc);
    const explain: Explanations = {
      name: { ...explanation(doc, { first: name.first, last: name.last }, name.lineIndex, name.evidence, NAME_MIN_SCORE, name.rival), source: sourceOf(doc, name.lineIndex, name.first || name.last) },
      birth_date: explanation(doc, birth.value, birth.lineIndex, birth.evidence, BIRTH_MIN_SCORE),
      address: explanation(doc, address.value, address.lineIndex, address.evidence, ADDRESS_MIN_SCORE, address.rival),
    };
    // A guess below the confidence threshold is worse than nothing: the field stays empty.
    if (explain.name!.confidence < MIN_CONFIDENCE) { name.first = ''; name.last = ''; }
    if (explain.birth_date!.confidence < MIN_CONFIDENCE) birth.value = '';
    if (explain.address!.confidence < MIN_CONFIDENCE) address.value = { street: '', city: '', zip: '' };
    // Skills as listed under skills headings, then vocabulary skills; never the person's name or city.
    const listed = findSkillSectionItems(doc.lines.map((l) => l.text));
    const tags = mergeTags(listed, findSkills(doc.text, vocabulary.skills), [name.first, name.last, `${name.first} ${name.last}`, address.value.city]);
    explain.email = patternFound(doc, email, false);
    explain.phone = {
      value: phone.value,
      source: null,
      features: [],
      confidence: phone.found.length ? Math.min(...phone.found.map((p) => explanation(doc, p.value, p.lineIndex, p.features, PHONE_MIN_SCORE).confidence)) : 0,
      items: phone.found.map((p) => explanation(doc, p.value, p.lineIndex, p.features, PHONE_MIN_SCORE)),
    } as FieldExplanation;
    const listedKeys = new Set(listed.map((t) => t.toLowerCase()));
    explain.tags = {
      value: tags, source: null, features: [], confidence: tags.length ? 0.8 : 0,
      items: tags.map((t) => ({
        value: t, source: sourceOf(doc, lineContaining(doc, t), t),
        // A skill listed under a skills heading is the candidate's own word; a vocabulary hit may sit in prose.
        features: listedKeys.has(t.toLowerCase()) ? [{ name: 'under-skills-heading', weight: 1 }] : [{ name: 'known-skill', weight: 1 }],
        confidence: listedKeys.has(t.toLowerCase()) ? 0.9 : 0.75,
      })),
    } as FieldExplanation;

    // Headings ("Education", "Training") name sections, not the person's field.
    const body = doc.lines.filter((l) => !l.segments.every(isSectionHeading)).map((l) => l.text).join('\n');
    const keywords = buildKeywords(tags, doc.lines.map((l) => l.text), {
      names: [name.first, name.last], emails: email, phones: phone.value, places: [address.value.city, address.value.street, address.value.zip],
    });
    return {
      fields: {
        last: name.last, first: name.first, birth_date: birth.value, email, phone: phone.value,
        category: classifyCategory(body, vocabulary.categories), address: address.value, tags,
        keywords: keywords.join(', '),
      },
      evidence: { locale: locale.evidence, name: name.evidence, birth_date: birth.evidence, phone: phone.evidence, address: address.evidence },
      explain,
    };
  } catch (err) {
    // Defensive only: every extractor is total, but a regex on hostile text must not sink the parse.
    return { fields: emptyFields(), evidence: { error: [String(err)] }, explain: {} };
  }
}

/** E-mails are found by their pattern: sure when well-formed; the source is the line that prints them. */
function patternFound(doc: ReturnType<typeof buildDocument>, values: readonly string[], digits: boolean): FieldExplanation {
  const items = values.map((v) => ({ value: v, source: sourceOf(doc, lineContaining(doc, v, digits), v), features: [{ name: 'address-pattern', weight: 1 }], confidence: 0.95 }));
  return { value: [...values], source: null, features: [], confidence: items.length ? 0.95 : 0, items } as FieldExplanation;
}

export function extractFields(content: FieldsInput, vocabulary: Vocabulary): ExtractedFields {
  return extractFieldsWithEvidence(content, vocabulary).fields;
}
