// Likely duplicate people, as a pure computation over the blocks the store
// groups (people sharing an e-mail, a phone, a name with a birth date or a city, or a city
// and family name): pairs inside a block are the candidates, and each pair's evidence is
// scored. Four kinds of evidence:
//
//   same_email              one's email/email2 is the other's (canonical form)     70
//   same_phone              a landline/mobile equal as digits (E.164)              50
//   same_name_birth_date    same given + family name (either order), same birth    60
//   similar_name_same_city  same city, names equal (35) or one or two edits apart (25)
//
// Scores combine as independent evidence (noisy-or): 1 − Π(1 − w/100), so e-mail plus phone
// is 85 and no pair reaches 100 on one reason. Folding (case, diacritics: domain/match-key.ts)
// makes Kovács and KOVACS one name. A block holding more people than a person plausibly has
// records (a shared office phone, Nagy Anna in Budapest) is evidence of nothing: the store
// leaves out blocks over DUPLICATE_BLOCK_LIMITS. On 100,000 generated people (few names,
// fiction phone ranges) limits of 20 and 200 made 551,000 weak pairs and 580 MB.
import type { DuplicateReason } from '../domain/duplicates.js';
import type { DuplicateBlock } from '../store/index.js';

export const REASON_WEIGHTS: Record<DuplicateReason, number> = {
  same_email: 70,
  same_phone: 50,
  same_name_birth_date: 60,
  similar_name_same_city: 35,
};
/** A similar (not equal) name in the same city is weaker than the same one. */
const NEAR_NAME_WEIGHT = 25;
/**
 * Contact blocks (e-mail, phone, name + birth date) larger than `contact` are shared, not one
 * person; name blocks larger than `name` are common names in a city.
 */
export const DUPLICATE_BLOCK_LIMITS = { contact: 6, name: 8 } as const;

/** A pair's evidence as bits (one number per pair keeps a million pairs small). */
const BIT: Record<DuplicateReason, number> = { same_email: 1, same_phone: 2, same_name_birth_date: 4, similar_name_same_city: 8 };
const NEAR_NAME = 16;
/** The same folded name (either order): outweighs a near one found for the same pair. */
const EXACT_NAME = 32;
const REASONS = Object.keys(BIT) as DuplicateReason[];

function scoreOf(bits: number): number {
  let rest = 1;
  for (const reason of REASONS) {
    if (!(bits & BIT[reason])) continue;
    const near = (bits & (NEAR_NAME | EXACT_NAME)) === NEAR_NAME;
    const weight = reason === 'similar_name_same_city' && near ? NEAR_NAME_WEIGHT : REASON_WEIGHTS[reason];
    rest *= 1 - weight / 100;
  }
  return Math.round(100 * (1 - rest));
}

export interface DuplicateCandidate {
  /** The lower id first. */
  ids: [number, number];
  score: number;
  reasons: DuplicateReason[];
}

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
  /** "lowId:highId" → evidence bits. */
  const pairs = new Map<string, number>();
  const note = (a: number, b: number, bits: number) => {
    if (a === b) return;
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    pairs.set(key, (pairs.get(key) ?? 0) | bits);
  };
  const allPairs = (ids: number[], bits: number) => {
    for (let i = 0; i < ids.length; i++) for (let j = i + 1; j < ids.length; j++) note(ids[i]!, ids[j]!, bits);
  };
  /** Members of a city + name block whose other name is similar but not equal. */
  const similarPairs = (members: DuplicateBlock['members']) => {
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const a = members[i]!;
        const b = members[j]!;
        if (a.name !== b.name && isSimilarName(a.name, b.name)) note(a.id, b.id, BIT.similar_name_same_city | NEAR_NAME);
      }
    }
  };

  return {
    add(block: DuplicateBlock): void {
      // The store applies the limits; a block over them is still no evidence here.
      const limit = block.kind === 'email' || block.kind === 'phone' || block.kind === 'name-birth'
        ? DUPLICATE_BLOCK_LIMITS.contact : DUPLICATE_BLOCK_LIMITS.name;
      if (block.members.length < 2 || block.members.length > limit) return;
      const ids = block.members.map((m) => m.id);
      switch (block.kind) {
        case 'email': return allPairs(ids, BIT.same_email);
        case 'phone': return allPairs(ids, BIT.same_phone);
        case 'name-birth': return allPairs(ids, BIT.same_name_birth_date);
        case 'city-name': return allPairs(ids, BIT.similar_name_same_city | EXACT_NAME);
        case 'city-last':
        case 'city-first': return similarPairs(block.members);
      }
    },

    /** Pairs scored at least `minScore`, best first (then by ids), at most `limit`. */
    result(minScore: number, limit: number): DuplicateCandidate[] {
      const scored: DuplicateCandidate[] = [];
      for (const [key, found] of pairs) {
        const bits = found;
        const score = scoreOf(bits);
        if (score < minScore) continue;
        const [a, b] = key.split(':').map(Number) as [number, number];
        scored.push({ ids: [a, b], score, reasons: REASONS.filter((r) => bits & BIT[r]) });
      }
      scored.sort((x, y) => y.score - x.score || x.ids[0] - y.ids[0] || x.ids[1] - y.ids[1]);
      return scored.slice(0, limit);
    },
  };
}
