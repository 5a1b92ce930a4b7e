// Step 3 of the parser pipeline (types.ts): ExtractedContent → ExtractedFields.
// Reads like the algorithm: build the document view, detect the locale, then each field by
// its own feature table (STYLE.md practice 11). Pure and total: no match gives an empty
// value, never an exception, so one odd CV cannot fail a batch.
import type { ExtractedFields, TextLine } from '../types.js';
import { buildDocument, type CvDocument } from './document.js';
import { countryFromAddress, detectLocale } from './locale.js';
import { extractEmails } from './email.js';
import { withLinkedAddresses } from './email-links.js';
import { refereeOnlyEmails } from './referees.js';
import { extractPhones } from './phone.js';
import { extractName, NAME_MIN_SCORE } from './name.js';
import { extractBirthDate, BIRTH_MIN_SCORE } from './birth-date.js';
import { hijriCalendarOf } from './hijri.js';
import { extractAddress, ADDRESS_MIN_SCORE } from './address.js';
import { explanation, explainLists, sourceOf, MIN_CONFIDENCE, type Explanations } from './explain.js';
import { isSectionHeading } from './headings.js';
import { forgetParseAnswers } from './parse-answers.js';
import { findSkills, knownBeyondListed, mergeTags } from '../classify/skills.js';
import { withLevelNamedSkills } from '../classify/level-named-skills.js';
import { findSkillSectionItems, skillLineText } from '../classify/skill-section.js';
import { withoutLanguages } from '../classify/language-items.js';
import { maskEmployers, maskLegalForms } from '../classify/legal-forms.js';
import { extractSections } from '../sections/index.js';
import { withLabelColumnsOnRows } from '../sections/label-columns.js';
import { classifyCategory } from '../classify/category.js';
import { buildKeywords } from '../classify/keywords.js';
import type { Vocabulary } from '../classify/vocabulary.js';
import { setApartLines } from './set-apart.js';
import { withTexLogos } from '../classify/tex-logos.js';
import { dottedILocale, withDottedICase } from './dotted-i.js';

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

// Letters only Hungarian writes: a CV that has them is Hungarian in part at least, whatever franc says of
// its English skill lists, so a name's order is checked against Hungarian given names.
const HUNGARIAN_LETTERS = /[őűŐŰ]/;

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
  /** The addresses a PDF's "mailto:" links point to (ExtractedContent.mailto). */
  mailto?: readonly string[];
}

/**
 * The document the field extractors read: a form's labels the layout read as a column apart from their values are read
 * beside them again, row by row ("Email ⇥ mira@example.org"), since a label's value is the line beside it, not the next one
 * down its column. (Here, not in buildDocument: the section step reads such pages otherwise, and fields/ builds on sections/.)
 */
export function fieldsDocument(content: FieldsInput): CvDocument {
  return buildDocument({ ...content, lines: [...withLabelColumnsOnRows(content.lines, { contactForms: true })] });
}

export function extractFieldsWithEvidence(content: FieldsInput, vocabulary: Vocabulary): FieldsWithEvidence {
  try {
    const doc = fieldsDocument(content);
    const textLocale = detectLocale(doc.text);
    // A referee's e-mail (under a referees' heading) comes after the person's own, never in place of one, and spells no
    // name of the person's.
    const referees = refereeOnlyEmails(doc);
    // A printed address a narrow column broke is read as its "mailto:" link has it (./email-links.ts).
    const printed = withLinkedAddresses(extractEmails(doc.text), content.mailto ?? []);
    const ownEmails = printed.filter((e) => !referees.has(e));
    const email = ownEmails.length > 0 ? [...ownEmails, ...printed.filter((e) => referees.has(e))] : [];
    const name = extractName(doc, {
      emails: ownEmails,
      familyFirst: textLocale.language === 'hu',
      hungarianHint: textLocale.country === 'HU' || HUNGARIAN_LETTERS.test(doc.text),
      language: textLocale.language,
      country: textLocale.country,
    });
    // The address before the phone: its postcode's shape or its country name is evidence of the country that the words of
    // the text may lack (a Polish CV whose ID number starts "00"), and a national number is read in that country.
    const address = extractAddress(doc, [name.first, name.last]);
    const addressCountry = countryFromAddress({ zip: address.value.zip, ...(address.country ? { country: address.country } : {}),
      ...(address.region ? { region: address.region } : {}) });
    const locale = addressCountry && addressCountry !== textLocale.country
      ? detectLocale(doc.text, { language: textLocale.language, addressCountry }) : textLocale;
    // A country the text does not support is a guess from the language; Hungarian letters are better evidence.
    const phoneCountry = !locale.countryFromText && HUNGARIAN_LETTERS.test(doc.text) ? 'HU' : locale.country;
    const phone = extractPhones(doc, {
      country: phoneCountry,
      northAmericanFirst: locale.language === 'en' && !locale.countryFromPhone,
      // Hungarian letters settle the country; a short text's language alone does not. A national number that is no number
      // of the chosen country may be one of the address's ("0995 555 9019" under an Indian address, a .co.uk e-mail).
      otherCountries: [...new Set([...(phoneCountry === locale.country ? locale.otherCountries : []),
        ...(addressCountry && addressCountry !== phoneCountry ? [addressCountry] : [])])],
      // A country guessed from the language alone: a national number of another country of that language is still read.
      languageCountries: phoneCountry === locale.country ? locale.languageCountries : [],
    });
    // "04/09/1991" is month first only in a CV the text or a North American number places in the US: English alone
    // does not (British, Irish, Indian and European CVs in English write the day first).
    const monthFirst = locale.country === 'US' && (locale.countryFromText || phone.value.some((p) => p.startsWith('+1 ')));
    // The Hijri calendar the script or a country the text supports names (Persian: solar; Arabic, the Gulf: lunar); the
    // text as printed, as the document's holds its Persian and Arabic digits as ASCII ones.
    const hijri = hijriCalendarOf(content.text || doc.text, locale.countryFromText ? locale.country : undefined);
    const birth = extractBirthDate(doc, { monthFirst, ...(hijri ? { hijri } : {}) });
    const explain: Explanations = {
      name: {
        ...explanation(doc, { first: name.first, last: name.last }, name.lineIndex, name.evidence, NAME_MIN_SCORE, name.rival),
        source: sourceOf(doc, name.lineIndex, name.first || name.last),
      },
      birth_date: explanation(doc, birth.value, birth.lineIndex, birth.evidence, BIRTH_MIN_SCORE),
      address: explanation(doc, address.value, address.lineIndex, address.evidence, ADDRESS_MIN_SCORE, address.rival),
    };
    // A guess below the confidence threshold is worse than nothing: the field stays empty.
    if (explain.name!.confidence < MIN_CONFIDENCE) { name.first = ''; name.last = ''; }
    if (explain.birth_date!.confidence < MIN_CONFIDENCE) birth.value = '';
    if (explain.address!.confidence < MIN_CONFIDENCE) address.value = { street: '', city: '', zip: '' };
    // Names and the town printed in capitals in a Turkish or Azerbaijani CV take its dotless I: "IŞIK" is "Işık" (./dotted-i.ts).
    const dotted = dottedILocale(doc.text);
    if (dotted) {
      const [first = name.first, last = name.last] = withDottedICase([name.first, name.last], doc.text, dotted);
      name.first = first;
      name.last = last;
      address.value = { ...address.value, city: withDottedICase([address.value.city], doc.text, dotted)[0]! };
    }
    // Skills as listed under skills headings, then vocabulary skills; never the person's name or city,
    // nor an acronym that is a company's legal form ("Tesco PLC"), nor a word of an employer's name ("Kafka Brenner GmbH").
    // TeX's logos printed in pieces ("L A T E X", "LAT X") are read whole first (classify/tex-logos.ts).
    const skillLines = doc.lines.map((l) => skillLineText(withTexLogos(l.text), l.segments.map(withTexLogos)));
    const listedAsPrinted = findSkillSectionItems(skillLines, { bold: setApartLines(doc.lines) });
    const notSkills = [name.first, name.last, `${name.first} ${name.last}`, address.value.city];
    const sections = extractSections(doc.text);
    const firms = maskLegalForms(maskEmployers(withTexLogos(doc.text), sections.work.map((w) => w.employer)));
    const known = findSkills(firms, vocabulary.skills);
    // "React Native" listed, cut after "React" as if "Native" were its level: the vocabulary's whole name (level-named-skills.ts).
    const listed = withLevelNamedSkills(listedAsPrinted, known);
    // A language listed in a skills block as printed ("Deutsch", "Français (C1)") is the languages reader's
    // (classify/language-items.ts), no item; the vocabulary still names the languages it knows as skills, under their English names.
    const tags = mergeTags(withoutLanguages(listed), knownBeyondListed(known, listed, vocabulary.skills), notSkills);
    Object.assign(explain, explainLists(doc, { email, phones: phone.found, tags, listed }));

    // Headings ("Education", "Training") name sections, not the person's field.
    const body = doc.lines.filter((l) => !l.segments.every(isSectionHeading)).map((l) => l.text).join('\n');
    const keywords = buildKeywords(tags, doc.lines.map((l) => l.text), {
      names: [name.first, name.last], emails: email, phones: phone.value, places: [address.value.city, address.value.street, address.value.zip],
      sections,
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
  } finally {
    forgetParseAnswers();
  }
}

export function extractFields(content: FieldsInput, vocabulary: Vocabulary): ExtractedFields {
  return extractFieldsWithEvidence(content, vocabulary).fields;
}
