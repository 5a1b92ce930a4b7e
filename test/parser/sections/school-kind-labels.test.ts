// A study whose school is labelled by its kind ("Gimnázium: …", "High school: …"): the label is no part of the school's
// name. All schools, studies and towns are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';
import { takeSchoolKindLabelled } from '../../../src/parser/sections/entry-parts.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('a school labelled by its kind', () => {
  it('reads the school after a Hungarian kind label', () => {
    expect(studies([
      '2010.09 – 2014.06 Általános iskola: Kővirág Utcai Általános Iskola',
      '2014.09 – 2018.06 Gimnázium: Fenyvesi Tamás Gimnázium', 'Érettségi',
      '2018.09 – 2022.06 Egyetem: Példavári Egyetem', 'Mérnökinformatikus BSc',
    ])).toEqual([
      ['Kővirág Utcai Általános Iskola', '', '2014-06'],
      ['Fenyvesi Tamás Gimnázium', 'Érettségi', '2018-06'],
      ['Példavári Egyetem', 'Mérnökinformatikus BSc', '2022-06'],
    ]);
  });

  it('reads the school after an English or German kind label', () => {
    expect(studies([
      '2010 – 2014 High school: Elmbury Grammar School',
      '2014 – 2018 Gymnasium: Wrenstow Gymnasium', 'Abitur',
      '2018 – 2022 University: Ashwick University', 'BSc Geology',
    ])).toEqual([
      ['Elmbury Grammar School', '', '2014'],
      ['Wrenstow Gymnasium', 'Abitur', '2018'],
      ['Ashwick University', 'BSc Geology', '2022'],
    ]);
  });

  it('takes no degree, field or faculty for a kind of school', () => {
    for (const part of ['Master: Logistics, Finance', 'Faculty: Engineering', 'Erasmus: Civil engineering', 'Thesis: Elmbury School reforms']) {
      expect(takeSchoolKindLabelled([part]).value).toBe('');
    }
    expect(takeSchoolKindLabelled(['Gimnázium: Fenyvesi Tamás Gimnázium', 'Érettségi']))
      .toEqual({ value: 'Fenyvesi Tamás Gimnázium', rest: ['Érettségi'] });
  });

  it('stays linear on hostile text', () => {
    expectLinearTime((scale) => takeSchoolKindLabelled([`${'a'.repeat(5_000 * scale)}:${' '.repeat(5_000 * scale)}`, `School${' '.repeat(20_000 * scale)}: ${'x'.repeat(20_000 * scale)}`, `Gimnázium: ${'Ab '.repeat(5_000 * scale)}`, `${'1 '.repeat(10_000 * scale)}: x`]));
  });
});
