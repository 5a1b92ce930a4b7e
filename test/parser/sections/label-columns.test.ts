// A form's label column read apart from its values: the positioned lines put each label back beside its value.
// All names, schools and places are invented.
import { describe, expect, it } from 'vitest';
import { withLabelColumnsOnRows } from '../../../src/parser/sections/label-columns.js';
import { readSections } from '../../../src/parser/sections/index.js';
import { isRoleLabel } from '../../../src/parser/sections/entry-labels.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, column?: number, page = 2): TextLine =>
  ({ text, page, x, y, fontSize: 10, ...(column ? { column } : {}) });

// A page of form rows, its right-aligned labels read as a left column before the values.
const cutPage: TextLine[] = [
  at('Education', 100, 40, 1, 1),
  at('Study Field\tMarine Geology', 100, 60, undefined, 1),
  at('Institution\tBrackwater Institute of Technology - Harrowgate', 100, 74, undefined, 1),
  at('Degree Title\tMaster of Science – 2011/Sep to 2013/Jun', 100, 88, undefined, 1),
  at('I\tStudy Field', 90, 80, 1),
  at('Institution', 118, 94, 1),
  at('Degree Title', 106, 108, 1),
  at('Awards', 130, 122, 1),
  at('Languages', 110, 150, 1),
  at('Quennish', 116, 164, 1),
  at('Marine Geology', 180, 80, 2),
  at('Brackwater Institute of Technology - Harrowgate', 180, 94, 2),
  at('Bachelor of Science – 2008/Sep to 2011/Jun', 180, 108, 2),
  at('Best thesis of the year', 180, 122, 2),
  at('Mother Tongue', 180, 164, 2),
];

describe('a label column put back beside its values', () => {
  it('knows a role or period label alone on its line, after an icon cell or not', () => {
    expect(['Institution', 'I\tStudy Field', 'Degree title', 'Zeitraum', 'Arbeitgeber'].map(isRoleLabel)).toEqual([true, true, true, true, true]);
    expect(['Institution of Marine Studies', 'Quennish', 'Institution\tBrackwater Institute'].map(isRoleLabel)).toEqual([false, false, false]);
  });

  it('reads a page whose left column labels the right one row by row', () => {
    expect(withLabelColumnsOnRows(cutPage).slice(4).map((l) => l.text)).toEqual([
      'I\tStudy Field\tMarine Geology', 'Institution\tBrackwater Institute of Technology - Harrowgate',
      'Degree Title\tBachelor of Science – 2008/Sep to 2011/Jun', 'Awards\tBest thesis of the year', 'Languages',
      'Quennish\tMother Tongue',
    ]);
  });

  it('gives the section step the study of the cut page as well as the one before it', () => {
    const lines = cutPage;
    const { education } = readSections({ text: lines.map((l) => l.text).join('\n'), lines });
    expect(education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Brackwater Institute of Technology', 'Master of Science', '2013-06'],
      ['Brackwater Institute of Technology', 'Bachelor of Science', '2011-06'],
    ]);
  });

  it('reads a Europass form of one study row by row: its long labels count as labels, the one "Dates" too few alone', () => {
    const page = [
      at('Dates', 40, 80, 1), at('Title of qualification awarded', 40, 94, 1), at('Name and type of organisation', 40, 108, 1),
      at('providing education and', 40, 118, 1), at('training', 40, 128, 1),
      at('2014 – 2017', 200, 80, 2), at('Bakalář ekonomie', 200, 94, 2), at('Vysoká škola Lipovec', 200, 108, 2),
    ];
    expect(withLabelColumnsOnRows(page).map((l) => l.text)).toEqual([
      'Dates\t2014 – 2017', 'Title of qualification awarded\tBakalář ekonomie', 'Name and type of organisation\tVysoká škola Lipovec',
      'providing education and', 'training',
    ]);
  });

  it('leaves a sidebar as it is: its words beside the main column are no labels, or too few', () => {
    const sidebar = [
      at('Skills', 40, 80, 1), at('Knots', 40, 94, 1), at('Ledgers', 40, 108, 1), at('Location', 40, 122, 1),
      at('Work Experience', 200, 80, 2), at('Tallykeeper, Brackwater Quays', 200, 94, 2), at('Counted the cargo.', 200, 108, 2),
      at('Mended the sacks.', 200, 122, 2),
    ];
    expect(withLabelColumnsOnRows(sidebar)).toBe(sidebar);
    // Labels off the right column's rows (a sidebar's own list) join nothing.
    const offRows = [
      at('Institution', 40, 87, 1), at('Degree', 40, 101, 1), at('Period', 40, 115, 1),
      at('Work Experience', 200, 80, 2), at('Tallykeeper, Brackwater Quays', 200, 94, 2), at('Counted the cargo.', 200, 108, 2),
    ];
    expect(withLabelColumnsOnRows(offRows)).toBe(offRows);
    const noColumns = [at('Institution', 40, 80), at('Brackwater Institute', 200, 80)];
    expect(withLabelColumnsOnRows(noColumns)).toBe(noColumns);
  });
});

describe('a contact form whose labels the layout read as a column apart from their values', () => {
  // Labels at x 200, values at x 360 across a gutter; a side heading ("Contact") in the labels' column.
  const form = [
    at('Email', 200, 113, 1, 1), at('Contact', 90, 121, 1, 1), at('Phone', 200, 129, 1, 1), at('Address', 200, 166, 1, 1),
    at('Location\tCountry', 90, 182, 1, 1), at('City', 200, 198, 1, 1),
    at('jona.example@example.org', 360, 113, 2, 1), at('+44 7700 900123', 360, 129, 2, 1), at('14 Birch Lane', 360, 166, 2, 1),
    at('United Kingdom', 360, 182, 2, 1), at('Leeds', 360, 198, 2, 1),
  ];

  it('reads each label beside its value again for the field extractors (the section step leaves the page as it is)', () => {
    expect(withLabelColumnsOnRows(form)).toBe(form);
    expect(withLabelColumnsOnRows(form, { contactForms: true }).map((l) => l.text)).toEqual([
      'Email\tjona.example@example.org', 'Contact', 'Phone\t+44 7700 900123', 'Address\t14 Birch Lane',
      'Location\tCountry\tUnited Kingdom', 'City\tLeeds',
    ]);
  });

  it('leaves a sidebar alone whose labels stand over their values beside the main column', () => {
    const sidebar = [
      at('Email', 40, 100, 1, 1), at('jona.example@example.org', 40, 112, 1, 1), at('Phone', 40, 130, 1, 1),
      at('+44 7700 900123', 40, 142, 1, 1),
      at('Experience', 200, 100, 2, 1), at('Data Analyst at Northfield Ltd', 200, 112, 2, 1), at('2019 – 2023', 200, 130, 2, 1),
      at('Built the monthly reports.', 200, 142, 2, 1),
    ];
    expect(withLabelColumnsOnRows(sidebar, { contactForms: true })).toBe(sidebar);
  });
});
