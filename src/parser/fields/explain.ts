// Evidence for each field (issue 13): the value, where it was read (page, line, cell), the
// features that fired with their weights, and a confidence 0–1. A field whose confidence is
// below MIN_CONFIDENCE is left empty: a wrong name or address costs a recruiter more than an
// empty one. Pure; built from the scored candidates the extractors already keep.
import type { CvDocument } from './document.js';

export interface FieldSource {
  /** 1-based page of the file. */
  page: number;
  /** 1-based line on that page, in reading order. */
  line: number;
  /** 1-based cell of the line when the line has several (table cells, columns, "|" parts). */
  cell?: number;
  text: string;
}

export interface FieldFeature { name: string; weight: number }

export interface FieldExplanation {
  value: unknown;
  source: FieldSource | null;
  features: FieldFeature[];
  confidence: number;
  /** Score of the choice minus that of its best rival with another value (absent: no rival). */
  margin?: number;
  /** List fields (e-mail, phone, tags): one explanation per entry. */
  items?: FieldExplanation[];
}

export type Explanations = Record<string, FieldExplanation>;

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
  // Feature names are kebab-case words; descriptions ("line 3: Musterweg 5 +49 …") are not features.
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

/** The line that holds `needle` (e-mails, phone digits), for sources of values found by pattern. */
export function lineContaining(doc: CvDocument, needle: string, digitsOnly = false): number | undefined {
  const want = digitsOnly ? needle.replace(/\D/g, '').slice(-7) : needle.toLowerCase();
  if (!want) return undefined;
  const i = doc.lines.findIndex((l) => (digitsOnly ? l.text.replace(/\D/g, '') : l.text.toLowerCase()).includes(want));
  return i >= 0 ? i : undefined;
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
export function explanation(doc: CvDocument, value: unknown, lineIndex: number | undefined, evidence: readonly string[], minScore: number, rival?: number): FieldExplanation {
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

const round = (n: number): number => Math.round(n * 100) / 100;
