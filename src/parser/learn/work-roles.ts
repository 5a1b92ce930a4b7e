// The learned choice of a work entry's title and employer among header parts the word lists do not
// know. The hand rules then fall back on the order CVs use most (title first); the classifier,
// trained on invented CVs (scripts/train-work-roles.mjs), weighs the parts' shape and place instead.
import { readFileSync } from 'node:fs';
import { asLinearModel, classProbabilities, type LinearModel } from './linear-model.js';
import { partFeatures, type HeaderContext } from './part-features.js';

export const WORK_ROLE_MODEL = 'work-part-role';
export const WORK_ROLE_CLASSES = ['title', 'employer', 'location', 'other'] as const;

/** Whether the entry reader asks the classifier at all (off: the order fallback decides, as before). */
export const LEARNED_WORK_ROLES = false;
/** Below this probability the classifier is unsure and the order fallback decides. */
export const MIN_PROBABILITY = 0.6;

let loaded: LinearModel | null | undefined;

/** The shipped weights file, read once; without it (a trimmed install) the rules decide alone. */
export function workRoleModel(): LinearModel | undefined {
  if (loaded === undefined) {
    try {
      // data/ sits three levels above both src/parser/learn and dist/parser/learn.
      const url = new URL(`../../../data/models/${WORK_ROLE_MODEL}.json`, import.meta.url);
      loaded = asLinearModel(JSON.parse(readFileSync(url, 'utf8')));
    } catch {
      loaded = null;
    }
  }
  return loaded ?? undefined;
}

/** Each part's probability of being the title and the employer in its header. */
export function roleProbabilities(model: LinearModel, header: HeaderContext, part: string): { title: number; employer: number } {
  const at = header.parts.indexOf(part);
  if (at < 0) return { title: 0, employer: 0 };
  const p = classProbabilities(model, partFeatures(header, at));
  return { title: p[model.classes.indexOf('title')] ?? 0, employer: p[model.classes.indexOf('employer')] ?? 0 };
}

/** How far the likeliest part must lead the next one: two parts alike to the model are left to the rules. */
export const MIN_MARGIN = 0.2;

/** The parts the classifier is sure are the entry's title and employer; a role is absent where it is unsure. */
export interface LearnedRoles { title?: string; employer?: string }

/** The part of `candidates` surely in `role`: likeliest, at least MIN_PROBABILITY, and MIN_MARGIN ahead of the next. */
function surest(candidates: readonly string[], p: readonly { title: number; employer: number }[], role: 'title' | 'employer'): number {
  const order = candidates.map((_, i) => i).sort((a, b) => p[b]![role] - p[a]![role] || a - b);
  const [best, next] = order;
  if (best === undefined || p[best]![role] < MIN_PROBABILITY) return -1;
  return next === undefined || p[best]![role] - p[next]![role] >= MIN_MARGIN ? best : -1;
}

/**
 * Among `candidates` (header parts no word list named), the title and the employer where the entry
 * reader still needs them and the classifier is sure; the same part is never both. Empty when the
 * hook is switched off, the weights file is missing, or there is nothing to choose.
 */
export function learnedWorkRoles(
  header: HeaderContext, candidates: readonly string[], needTitle: boolean, needEmployer: boolean,
  model: LinearModel | undefined = LEARNED_WORK_ROLES ? workRoleModel() : undefined,
): LearnedRoles {
  if (!model || candidates.length < 2 || (!needTitle && !needEmployer)) return {};
  const p = candidates.map((part) => roleProbabilities(model, header, part));
  const title = needTitle ? surest(candidates, p, 'title') : -1;
  const employer = needEmployer ? surest(candidates, p, 'employer') : -1;
  if (title >= 0 && title === employer) return {};
  return { ...(title >= 0 ? { title: candidates[title]! } : {}), ...(employer >= 0 ? { employer: candidates[employer]! } : {}) };
}
