// `parser parse --explain` on a terminal: one line of evidence per field under the
// card — confidence, where the value was read, and the features that fired with their weights.
// With --json the same evidence is the `explain` object of the data.
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { Pair } from './result.js';

type Explanation = NonNullable<ParsedResume['explain']>[string];

const FIELDS: [key: string, label: string][] = [
  ['name', 'why name'], ['birth_date', 'why birth date'], ['address', 'why address'],
  ['email', 'why e-mail'], ['phone', 'why phone'], ['tags', 'why skills'],
];

/** "p1 l3 c2" — page, line on the page, cell. */
function where(e: Pick<Explanation, 'source'>): string {
  const s = e.source;
  return s ? `p${s.page} l${s.line}${s.cell ? ` c${s.cell}` : ''}` : '';
}

function line(e: Pick<Explanation, 'value' | 'source' | 'features' | 'confidence'>): string {
  const features = e.features.map((f) => `${f.name}${f.weight >= 0 ? '+' : ''}${f.weight}`).join(' ');
  const value = typeof e.value === 'string' ? `${e.value}  ` : '';
  return [`${value}${e.confidence.toFixed(2)}`, where(e), features].filter(Boolean).join('  ');
}

/** Evidence pairs for the card; none without `explain`. Fields found empty say so. */
export function explainPairs(resume: ParsedResume): Pair[] {
  const explain = resume.explain;
  if (!explain) return [];
  const pairs: Pair[] = [];
  for (const [key, label] of FIELDS) {
    const e = explain[key];
    if (!e) continue;
    const text = e.items ? e.items.map(line).join('\n') : line(e);
    pairs.push([label, e.confidence === 0 && (!e.items || e.items.length === 0) ? 'not found' : text]);
  }
  return pairs;
}
