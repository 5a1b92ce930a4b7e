// A study row's last cell read across a gutter found through the table of studies: the positioned lines put it back.
// All names, schools and places are invented.
import { describe, expect, it } from 'vitest';
import { withStudyCellsJoined } from '../../../src/parser/sections/study-cells.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, column?: number): TextLine =>
  ({ text, page: 1, x, y, fontSize: 10, ...(column ? { column } : {}) });

// The contact block beside the body found a gutter; the studies' degree cells were read after the skills.
const cut: TextLine[] = [
  at('Orla Quennick', 45, 40, 1),
  at('Education', 45, 270, 1),
  at('2018 – 2021\tBrackwater Institute of Technology', 45, 288, 1),
  at('2015 – 2018\tMarrowby College', 45, 302, 1),
  at('Skills', 45, 330, 1),
  at('Knots, Ledgers', 45, 346, 1),
  at('12 Example Street, Harrowgate', 340, 50, 2),
  at('Bachelor of Science in Marine Geology and Coastal Survey', 244, 288, 2),
  at('Master of Arts in Port Logistics', 244, 302, 2),
];

describe('a study row cut by a gutter', () => {
  it('joins the undated degree across the gutter to the dated school on its row', () => {
    expect(withStudyCellsJoined(cut).map((l) => l.text)).toEqual([
      'Orla Quennick', 'Education',
      '2018 – 2021\tBrackwater Institute of Technology\tBachelor of Science in Marine Geology and Coastal Survey',
      '2015 – 2018\tMarrowby College\tMaster of Arts in Port Logistics', 'Skills', 'Knots, Ledgers', '12 Example Street, Harrowgate',
    ]);
  });

  it('gives the section step each study its degree', () => {
    const { education } = readSections({ text: cut.map((l) => l.text).join('\n'), lines: cut });
    expect(education.map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end])).toEqual([
      ['Brackwater Institute of Technology', 'Bachelor of Science Marine Geology and Coastal Survey', '2021'],
      ['Marrowby College', 'Master of Arts Port Logistics', '2018'],
    ]);
  });

  it('leaves rows alone that are no study cut in two: both halves a school, no date, or more lines on the row', () => {
    const twoSchools = [at('2018 – 2021\tBrackwater Institute', 45, 288, 1), at('Marrowby College', 244, 288, 2)];
    expect(withStudyCellsJoined(twoSchools)).toBe(twoSchools);
    const undated = [at('Brackwater Institute', 45, 288, 1), at('Bachelor of Science in Geology', 244, 288, 2)];
    expect(withStudyCellsJoined(undated)).toBe(undated);
    const crowded = [at('2018 – 2021\tBrackwater Institute', 45, 288, 1), at('Bachelor of Science in Geology', 244, 288, 2),
      at('Knots', 420, 288, 2)];
    expect(withStudyCellsJoined(crowded)).toBe(crowded);
    const sidebarJob = [at('2018 – 2021\tBrackwater Institute', 45, 288, 1), at('Tallykeeper at the harbour', 244, 288, 2)];
    expect(withStudyCellsJoined(sidebarJob)).toBe(sidebarJob);
  });
});
