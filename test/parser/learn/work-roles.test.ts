// The shipped work-part-role model: it loads, tells clear invented parts apart, holds up on invented
// sections it was not trained on, and a small training run from the same seed gives the same file.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { groupEntries, splitParts } from '../../../src/parser/sections/entries.js';
import { labelRows } from '../../../src/parser/sections/entry-labels.js';
import { partFeatures, type HeaderContext } from '../../../src/parser/learn/part-features.js';
import { classify } from '../../../src/parser/learn/linear-model.js';
import { modelText, trainLinear } from '../../../src/parser/learn/train-linear.js';
import {
  LEARNED_WORK_ROLES, WORK_ROLE_CLASSES, WORK_ROLE_MODEL, learnedWorkRoles, workRoleModel,
} from '../../../src/parser/learn/work-roles.js';
import { examplesOf, roleOfPart, withoutLists, workSections } from './work-headers.mjs';

const readers = { groupEntries, labelRows, partFeatures };

/** A header as the entry reader keeps it, from its printed lines. */
function header(...lines: string[]): HeaderContext {
  const read = lines.map((text) => ({ text, parts: splitParts(text) }));
  return { parts: read.flatMap((l) => l.parts), lines: read, ownAt: 0 };
}

const roleOf = (h: HeaderContext, part: string): string => {
  const model = workRoleModel();
  if (!model) throw new Error('the shipped model did not load');
  return classify(model, partFeatures(h, h.parts.indexOf(part))).label;
};

describe('the shipped work-part-role model', () => {
  it('is the file the training script writes: the model of its name and classes', () => {
    const model = workRoleModel();
    expect(model?.name).toBe(WORK_ROLE_MODEL);
    expect(model?.classes).toEqual([...WORK_ROLE_CLASSES]);
    // Kilobytes, not megabytes: it ships in the package.
    const bytes = readFileSync(new URL(`../../../data/models/${WORK_ROLE_MODEL}.json`, import.meta.url)).length;
    expect(bytes).toBeLessThan(64_000);
  });

  it('tells title, employer and place apart in clear invented headers', () => {
    const a = header('Projektleiterin, Brackwood Logistik GmbH, Hamburg\t03/2019 – 05/2023');
    expect(roleOf(a, 'Projektleiterin')).toBe('title');
    expect(roleOf(a, 'Brackwood Logistik GmbH')).toBe('employer');
    expect(roleOf(a, 'Hamburg')).toBe('location');
    const b = header('Quillmoor Analytics Ltd', 'Senior Data Analyst');
    expect(roleOf(b, 'Quillmoor Analytics Ltd')).toBe('employer');
    expect(roleOf(b, 'Senior Data Analyst')).toBe('title');
  });

  it('gets nine parts in ten right on invented sections of another seed than its training', () => {
    const { examples } = examplesOf(workSections(60, 4321), readers, false);
    const model = workRoleModel()!;
    const right = examples.filter((e) => classify(model, e.features).label === e.label).length;
    expect(examples.length).toBeGreaterThan(200);
    expect(right / examples.length).toBeGreaterThan(0.9);
  });
});

describe('learnedWorkRoles', () => {
  const h = header('Velmaro', 'Customer Success Lead');

  it('names the parts it is sure of only where the reader still needs them', () => {
    const model = workRoleModel();
    const both = learnedWorkRoles(h, h.parts, true, true, model);
    expect(both.title ?? both.employer).toBeDefined();
    expect(both.title).not.toBe(both.employer);
    expect(learnedWorkRoles(h, h.parts, false, false, model)).toEqual({});
    expect(learnedWorkRoles(h, ['Velmaro'], true, true, model)).toEqual({});
  });

  it('says nothing without a model, and the reader asks it only when switched on', () => {
    expect(learnedWorkRoles(h, h.parts, true, true, undefined)).toEqual({});
    if (!LEARNED_WORK_ROLES) expect(learnedWorkRoles(h, h.parts, true, true)).toEqual({});
  });
});

describe('training data and training', () => {
  it('labels header parts by the truth of their entry, and leaves pieces of a cut name unlabelled', () => {
    const truth = { title: 'Data Analyst', employer: 'Brackwood Logistics Ltd', place: 'Elmbury', extra: '', field: '', group: '' };
    expect(roleOfPart('data analyst', truth)).toBe('title');
    expect(roleOfPart('Brackwood Logistics Ltd', truth)).toBe('employer');
    expect(roleOfPart('Elmbury', truth)).toBe('location');
    expect(roleOfPart('Full-time', truth)).toBe('other');
    expect(roleOfPart('Brackwood', truth)).toBeUndefined();
    expect(withoutLists(['bias', 'list:company', 'list:place', 'list:title'])).toEqual(['bias', 'list:none']);
    expect(roleOfPart('ST', { ...truth, place: 'Elmbury, ST' })).toBe('location');
  });

  it('makes the same examples and the same weights file from the same seed, and other ones from another', () => {
    const run = (seed: number): string => {
      const { examples } = examplesOf(workSections(24, seed), readers);
      return modelText(trainLinear(examples, { name: WORK_ROLE_MODEL, classes: WORK_ROLE_CLASSES, epochs: 20 }));
    };
    const a = run(7);
    expect(run(7)).toBe(a);
    expect(run(8)).not.toBe(a);
    expect(JSON.parse(a).classes).toEqual([...WORK_ROLE_CLASSES]);
  });
});
