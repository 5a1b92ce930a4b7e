// Types for work-headers.mjs (plain ESM so scripts/train-work-roles.mjs can run it unbuilt).
import type { CvTruth } from '../generator/index.mjs';

export interface HeaderTruth { title: string; employer: string; place: string; extra: string; field: string; group: string }
export interface WorkSection { lines: string[]; entries: HeaderTruth[] }
export interface Example { features: string[]; label: string }
interface EntryLike { parts: string[]; lines?: { text: string; parts: string[] }[]; ownAt?: number }

export function workSection(cv: CvTruth, seed: number): WorkSection;
export function workSections(n: number, seed: number): WorkSection[];
export function roleOfPart(part: string, truth: HeaderTruth): 'title' | 'employer' | 'location' | 'other' | undefined;
export function examplesOf(
  sections: readonly WorkSection[],
  readers: {
    groupEntries: (lines: readonly string[]) => EntryLike[];
    labelRows: (lines: readonly string[]) => string[];
    partFeatures: (header: EntryLike, index: number) => string[];
  },
  hideLists?: boolean,
): { examples: Example[]; skipped: number };
export function withoutLists(features: readonly string[]): string[];
