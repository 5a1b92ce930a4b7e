// Jobs whose titles and employers no word list knows, printed employer first: the headline under the name names
// one of the titles and so shows the order. All names, employers, titles and towns are invented.
import { describe, expect, it } from 'vitest';
import { headlineCandidates, titleIndexByHeadline } from '../../../src/parser/sections/headline-order.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { extractSections } from '../../../src/parser/sections/index.js';

const employerFirst = [
  'Brackwater Quays, Tallykeeper', '2021 – present', 'Counted the cargo of every ship.',
  'Fernhollow Mills, Sackwright', '2017 – 2021', 'Mended the sacks of the mill.',
];

describe('the headline places the title of unknown jobs', () => {
  it('reads employer-first jobs the right way round when the headline names a title', () => {
    expect(readWork(employerFirst, ['Orla Quennick', 'Tallykeeper', 'orla@example.org'])).toMatchObject([
      { position: 'Tallykeeper', employer: 'Brackwater Quays' },
      { position: 'Sackwright', employer: 'Fernhollow Mills' },
    ]);
  });

  it('keeps the order fallback without a headline, or when the headline names no part', () => {
    // Parts that no word list knows and no ending or shape tells apart (section-order.ts has nothing to weigh).
    const even = ['Brackwater Quay, Tallow', '2021 – present', 'Counted the cargo of every ship.',
      'Fernhollow Mill, Sackcloth', '2017 – 2021', 'Mended the sacks of the mill.'];
    expect(readWork(even)).toMatchObject([{ position: 'Brackwater Quay', employer: 'Tallow' }, {}]);
    expect(readWork(even, ['Orla Quennick', 'Ropewalker'])).toMatchObject([{ position: 'Brackwater Quay' }, {}]);
    expect(readWork(even, ['Orla Quennick', 'Tallow'])).toMatchObject([{ position: 'Tallow', employer: 'Brackwater Quay' }, {}]);
  });

  it('takes a headline that holds the title in more words, and a town after the employer as the place', () => {
    const withTowns = [
      'Brackwater Quays, Elmcaster, Tallykeeper', '2021 – present', 'Counted the cargo of every ship.',
      'Fernhollow Mills, Wrenmoor, Sackwright', '2017 – 2021', 'Mended the sacks of the mill.',
    ];
    expect(readWork(withTowns, ['Orla Quennick', 'Senior Tallykeeper | Knot Tutor'])).toMatchObject([
      { position: 'Tallykeeper', employer: 'Brackwater Quays', location: 'Elmcaster' },
      { position: 'Sackwright', employer: 'Fernhollow Mills', location: 'Wrenmoor' },
    ]);
  });

  it('decides nothing when the top lines name parts in two places, or only through an address', () => {
    const both = headlineCandidates(['Tallykeeper', 'Brackwater Quays']);
    expect(titleIndexByHeadline([['Brackwater Quays', 'Tallykeeper']], both)).toBeUndefined();
    expect(headlineCandidates(['Elmcaster, Oakshire', '12 Quay Row', 'orla@example.org', 'Tallykeeper'])).toEqual(['tallykeeper']);
  });

  it('reads the headline from the top of the CV in the section step', () => {
    const text = ['Orla Quennick', 'Tallykeeper', 'Work Experience', ...employerFirst].join('\n');
    expect(extractSections(text).work.map((w) => [w.position, w.employer])).toEqual([
      ['Tallykeeper', 'Brackwater Quays'], ['Sackwright', 'Fernhollow Mills'],
    ]);
  });
});

describe('two roles on one title line', () => {
  it('keeps both known titles as the title when the employer stands on another line', () => {
    expect(readWork(['Brackwater Quays\t2018 – 2021', 'Stock Clerk, Shift Supervisor', 'Counted the cargo of every ship.']))
      .toMatchObject([{ position: 'Stock Clerk, Shift Supervisor', employer: 'Brackwater Quays' }]);
  });

  it('keeps the first role alone when the line also names the employer', () => {
    expect(readWork(['Stock Clerk, Brackwater Quays GmbH\t2018 – 2021', 'Counted the cargo of every ship.']))
      .toMatchObject([{ position: 'Stock Clerk', employer: 'Brackwater Quays GmbH' }]);
  });
});

describe('a town after a firm named with a comma', () => {
  it('is the place, and the word before the comma the title', () => {
    expect(readWork(['Ropewright, Quennick & Associates SARL, Elmcaster\t2019 – 2022', 'Counted the cargo of every ship.']))
      .toMatchObject([{ position: 'Ropewright', employer: 'Quennick & Associates SARL', location: 'Elmcaster' }]);
  });

  it('leaves a partners firm whole when the title stands on a line before it', () => {
    expect(readWork(['Ropewright', 'Whitlow, Quennick & Partners, Elmcaster\t2019 – 2022', 'Counted the cargo of every ship.']))
      .toMatchObject([{ position: 'Ropewright', employer: 'Whitlow, Quennick & Partners' }]);
  });
});
