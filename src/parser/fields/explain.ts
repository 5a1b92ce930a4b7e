// Evidence for each field: the value, where it was read (page, line, cell), the
// features that fired with their weights, and a confidence 0–1. A field whose confidence is
// below MIN_CONFIDENCE is left empty: a wrong name or address costs a recruiter more than an
// empty one. Pure; built from the scored candidates the extractors already keep.
import type { CvDocument } from './document.js';
import type { PhoneFound } from './phone.js';
import { PHONE_MIN_SCORE } from './phone.js';
import type { Explanations, FieldExplanation, FieldFeature, FieldSource } from '../types.js';

export type { Explanations, FieldExplanation, FieldFeature, FieldSource } from '../types.js';

/** Fields whose confidence is below this are left empty. */
export const MIN_CONFIDENCE = 0.5;

/**
 * Score → confidence: a logistic curve that gives MIN_CONFIDENCE exactly at the extractor's
 * minimum score and approaches 1 as evidence adds up (each 3 points of weight ≈ e× the odds).
 */
export function confidenceOf(score: number, minScore: number): number {
  return round(1 / (1 + Math.exp(-(score - minScore) / 3)));
}

/** "labelled+8" → { name: 'labelled', weight: 8 } (the format of classify/score.ts). */
export function parseFeature(text: string): FieldFeature | undefined {
  // Feature names are kebab-case words; descriptions ("line 3: Lindenweg 5 +49 …") are not features.
  const m = text.match(/^([a-z][a-z0-9-]*)([+-]\d+(?:\.\d+)?)$/);
  return m ? { name: m[1] ?? '', weight: Number(m[2]) } : undefined;
}

export function featuresOf(evidence: readonly string[]): FieldFeature[] {
  return evidence.map(parseFeature).filter((f): f is FieldFeature => f !== undefined);
}

/** Where line `lineIndex` of the document sits: page, line on the page, and the cell holding `value`. */
export function sourceOf(doc: CvDocument, lineIndex: number | undefined, value?: string): FieldSource | null {
  if (lineIndex === undefined) return null;
  const line = doc.lines[lineIndex];
  if (!line) return null;
  let onPage = 0;
  for (let i = 0; i <= lineIndex; i++) if (doc.lines[i]?.page === line.page) onPage++;
  const source: FieldSource = { page: line.page, line: onPage, text: line.text.trim() };
  if (line.segments.length > 1 && value) {
    const probe = value.toLowerCase().split(/\s+/)[0] ?? '';
    const at = line.segments.findIndex((s) => s.toLowerCase().includes(probe));
    if (at >= 0) source.cell = at + 1;
  }
  return source;
}


/**
 * How much a rival scoring `margin` points below the choice leaves of its confidence: a tie
 * keeps 0.39 (a coin toss between two names is a guess), 3 points 0.86, 6 points 0.97.
 */
export function marginFactor(margin: number | undefined): number {
  if (margin === undefined) return 1;
  return 1 - Math.exp(-(Math.max(0, margin) + 1) / 2);
}

/**
 * The evidence of a scored field. `rival` is the score of the best candidate with another
 * value; a close one lowers the confidence (the choice between them is a guess).
 */
export function explanation(
  doc: CvDocument,
  value: unknown,
  lineIndex: number | undefined,
  evidence: readonly string[],
  minScore: number,
  rival?: number,
): FieldExplanation {
  const features = featuresOf(evidence);
  const score = features.reduce((s, f) => s + f.weight, 0);
  // A rival below the minimum score could not have been chosen on its own: no rival.
  const margin = rival === undefined || rival < minScore ? undefined : score - rival;
  return {
    value,
    source: sourceOf(doc, lineIndex, typeof value === 'string' ? value : undefined),
    features,
    ...(margin !== undefined ? { margin } : {}),
    confidence: score > 0 || features.length > 0 ? round(confidenceOf(score, minScore) * marginFactor(margin)) : 0,
  };
}

/** What list fields (e-mail, phone, tags) are made of; one explanation per entry. */
export interface ListEvidence {
  email: readonly string[];
  phones: readonly PhoneFound[];
  tags: readonly string[];
  /** Tags listed under a skills heading (the rest came from the vocabulary). */
  listed: readonly string[];
}

/**
 * E-mails are found by their pattern (sure when well-formed); phones by their own feature
 * table; tags listed under a skills heading are the candidate's own words, vocabulary hits
 * may sit in prose. The list's confidence is that of its weakest entry.
 */
export function explainLists(doc: CvDocument, found: ListEvidence): Explanations {
  const lower = doc.lines.map((l) => l.text.toLowerCase());
  const lineOf = (needle: string): number | undefined => {
    const want = needle.toLowerCase();
    const i = want ? lower.findIndex((l) => l.includes(want)) : -1;
    return i >= 0 ? i : undefined;
  };
  const listed = new Set(found.listed.map((t) => t.toLowerCase()));
  const list = (value: readonly string[], items: FieldExplanation[]): FieldExplanation => ({
    value: [...value], source: null, features: [], confidence: items.length ? Math.min(...items.map((i) => i.confidence)) : 0, items,
  });
  return {
    email: list(found.email, found.email.map((e) => ({
      value: e, source: sourceOf(doc, lineOf(e), e), features: [{ name: 'address-pattern', weight: 1 }], confidence: 0.95,
    }))),
    phone: list(found.phones.map((p) => p.value), found.phones.map((p) => explanation(doc, p.value, p.lineIndex, p.features, PHONE_MIN_SCORE))),
    tags: list(found.tags, found.tags.map((t) => {
      const own = listed.has(t.toLowerCase());
      return {
        value: t, source: sourceOf(doc, lineOf(t), t),
        features: [{ name: own ? 'under-skills-heading' : 'known-skill', weight: 1 }], confidence: own ? 0.9 : 0.75,
      };
    })),
  };
}

const round = (n: number): number => Math.round(n * 100) / 100;
