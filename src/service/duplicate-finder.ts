// Likely duplicate people (issue 12 §6), as a pure computation over the rows the store
// scans: people are put into blocks by what two records of one person share, pairs inside
// a block are the candidates, and each pair's evidence is scored. Four kinds of evidence:
//
//   same_email              one's email/email2 is the other's (canonical form)     70
//   same_phone              a landline/mobile equal as digits (E.164)              50
//   same_name_birth_date    same given + family name (either order), same birth    60
//   similar_name_same_city  same city, names equal or one edit or two apart        35 equal, 25 similar
//
// Scores combine as independent evidence (noisy-or): 1 − Π(1 − w/100), so e-mail plus phone
// is 85 and no pair reaches 100 on one reason. Folding (case, diacritics) makes Kovács and
// KOVACS one name. A block holding more people than a person plausibly has duplicates (a
// shared office phone, Nagy János in Budapest) is evidence of nothing and is skipped.
import { foldDiacritics } from '../parser/classify/text.js';
import type { DuplicateReason } from '../domain/duplicates.js';
import type { DuplicateScanRow } from '../store/index.js';

export const REASON_WEIGHTS: Record<DuplicateReason, number> = {
  same_email: 70,
  same_phone: 50,
  same_name_birth_date: 60,
  similar_name_same_city: 35,
};
/** A similar (not equal) name in the same city is weaker than the same one. */
const NEAR_NAME_WEIGHT = 25;
/** Contact blocks (e-mail, phone) larger than this are shared addresses, not one person. */
const MAX_CONTACT_BLOCK = 20;
/** Name blocks larger than this are common names; they are compared no further. */
const MAX_NAME_BLOCK = 200;

export interface DuplicateCandidate {
  /** The lower id first. */
  ids: [number, number];
  score: number;
  reasons: DuplicateReason[];
}

const fold = (text: string): string => foldDiacritics(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Two folded names are similar: equal, or one edit apart (two for names of 7+ letters). */
export function isSimilarName(a: string, b: string): boolean {
  if (a === '' || b === '') return false;
  const max = Math.min(a.length, b.length) >= 7 ? 2 : 1;
  return editDistance(a, b, max) <= max;
}

export function createDuplicateFinder() {
  const blocks = {
    email: new Map<string, number[]>(),
    phone: new Map<string, number[]>(),
    nameBirth: new Map<string, number[]>(),
    cityName: new Map<string, number[]>(),
    /** city + family name + given initial → [id, folded given name] */
    cityLast: new Map<string, [number, string][]>(),
    /** city + given name + family initial → [id, folded family name] */
    cityFirst: new Map<string, [number, string][]>(),
  };
  const put = <V>(map: Map<string, V[]>, key: string, value: V) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };

  const pairs = new Map<string, { ids: [number, number]; weights: Map<DuplicateReason, number> }>();
  const note = (a: number, b: number, reason: DuplicateReason, weight: number) => {
    if (a === b) return;
    const ids: [number, number] = a < b ? [a, b] : [b, a];
    const key = `${ids[0]}:${ids[1]}`;
    let pair = pairs.get(key);
    if (!pair) pairs.set(key, (pair = { ids, weights: new Map() }));
    pair.weights.set(reason, Math.max(pair.weights.get(reason) ?? 0, weight));
  };
  const allPairs = (ids: number[], max: number, reason: DuplicateReason) => {
    const unique = [...new Set(ids)];
    if (unique.length < 2 || unique.length > max) return;
    for (let i = 0; i < unique.length; i++) for (let j = i + 1; j < unique.length; j++) note(unique[i]!, unique[j]!, reason, REASON_WEIGHTS[reason]);
  };
  const similarPairs = (members: [number, string][]) => {
    if (members.length < 2 || members.length > MAX_NAME_BLOCK) return;
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const [a, nameA] = members[i]!;
        const [b, nameB] = members[j]!;
        if (nameA !== nameB && isSimilarName(nameA, nameB)) note(a, b, 'similar_name_same_city', NEAR_NAME_WEIGHT);
      }
    }
  };

  return {
    add(row: DuplicateScanRow): void {
      for (const email of row.emails) if (email !== '') put(blocks.email, email, row.id);
      for (const phone of row.phones) {
        const digits = phone.replace(/[^\d+]/g, '');
        if (digits.replace('+', '').length >= 6) put(blocks.phone, digits, row.id);
      }
      const first = fold(row.first);
      const last = fold(row.last);
      if (first === '' || last === '') return;
      // Sorted, so "Kovács Anna" and "Anna Kovács" (family name first, as Hungarian CVs print it) meet.
      const names = [first, last].sort().join('|');
      if (row.birth_date) put(blocks.nameBirth, `${names}|${row.birth_date}`, row.id);
      const city = fold(row.city);
      if (city === '') return;
      put(blocks.cityName, `${city}|${names}`, row.id);
      put(blocks.cityLast, `${city}|${last}|${first[0]}`, [row.id, first]);
      put(blocks.cityFirst, `${city}|${first}|${last[0]}`, [row.id, last]);
    },

    /** Pairs scored at least `minScore`, best first (then by ids), at most `limit`. */
    result(minScore: number, limit: number): DuplicateCandidate[] {
      for (const ids of blocks.email.values()) allPairs(ids, MAX_CONTACT_BLOCK, 'same_email');
      for (const ids of blocks.phone.values()) allPairs(ids, MAX_CONTACT_BLOCK, 'same_phone');
      for (const ids of blocks.nameBirth.values()) allPairs(ids, MAX_CONTACT_BLOCK, 'same_name_birth_date');
      for (const ids of blocks.cityName.values()) allPairs(ids, MAX_NAME_BLOCK, 'similar_name_same_city');
      for (const members of blocks.cityLast.values()) similarPairs(members);
      for (const members of blocks.cityFirst.values()) similarPairs(members);
      const scored: DuplicateCandidate[] = [];
      for (const { ids, weights } of pairs.values()) {
        const score = Math.round(100 * (1 - [...weights.values()].reduce((rest, w) => rest * (1 - w / 100), 1)));
        if (score < minScore) continue;
        const reasons = (Object.keys(REASON_WEIGHTS) as DuplicateReason[]).filter((r) => weights.has(r));
        scored.push({ ids, score, reasons });
      }
      scored.sort((x, y) => y.score - x.score || x.ids[0] - y.ids[0] || x.ids[1] - y.ids[1]);
      return scored.slice(0, limit);
    },
  };
}
