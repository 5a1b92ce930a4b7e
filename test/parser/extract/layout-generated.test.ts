// Invented CVs from test/parser/generator in the layouts the extraction step used to misread, parsed
// by the whole pipeline: a short sidebar beyond a right-hand date column (its lines were read into
// the first entry's row), a date column between a sidebar and the entries (read with the sidebar),
// and a DOCX whose headline repeats the current job's title (the entry's copy was dropped).
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../src/parser/pipeline.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { cvToDocx, cvToPdf, generateSet, scoreCv } from '../generator/index.mjs';

const PLAIN = generateSet(200, 7);
const WILD = generateSet(200, 7, { wild: true });
type Cv = (typeof PLAIN)[number];

async function workScores(cv: Cv, format: 'pdf' | 'docx') {
  const bytes = format === 'pdf' ? cvToPdf(cv) : await cvToDocx(cv);
  const doc = await parseDocument({ bytes: new Uint8Array(bytes), fileName: `cv-${cv.seed}.${format}` }, { ocr: false, face: false });
  const scores = scoreCv(cv, doc.fields, extractSections(doc.content));
  return { work: scores.work, workTitle: scores.workTitle, workDates: scores.workDates };
}

const bySeed = (set: readonly Cv[], seed: number): Cv => set.find((c) => c.seed === seed)!;
const full = { work: 1, workTitle: 1, workDates: 1 };

describe('work entries of generated CVs in hard layouts', () => {
  it('a sidebar beyond a right-hand date column (PDF)', async () => {
    for (const seed of [700023, 700058]) expect(await workScores(bySeed(PLAIN, seed), 'pdf'), `seed ${seed}`).toEqual(full);
  });

  it('a date column between a sidebar and the entries (PDF)', async () => {
    expect(await workScores(bySeed(WILD, 700147), 'pdf')).toEqual(full);
  });

  it('a headline that repeats the current job title (DOCX)', async () => {
    for (const seed of [700051, 700181]) expect(await workScores(bySeed(PLAIN, seed), 'docx'), `seed ${seed}`).toEqual(full);
  });
});
