// The place of a job printed beside its employer: "Firm Ltd, Town, Title", "Firm Ltd, Town" over "Title", and
// "Title, Firm Ltd, Town" all keep the town as the place and the unknown title as the title. All names, firms and
// towns are invented.
import { describe, expect, it } from 'vitest';
import { placeBesideFirm, readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]) => readWork(lines).map((w) => [w.position, w.employer, w.location]);

describe('the place beside the employer', () => {
  it('reads "Firm, Town, Title" with the firm first: the part after the firm is the place', () => {
    expect(read([
      'Brindlecombe Haulage Ltd, Ashwick, Hedgewright\t03/2019 – 05/2021', 'Loaded the carts.',
      'Oakmere Kettle GmbH, Wrenstow, Luthier\t01/2016 – 02/2019', 'Strung the harps.',
    ])).toEqual([['Hedgewright', 'Brindlecombe Haulage Ltd', 'Ashwick'], ['Luthier', 'Oakmere Kettle GmbH', 'Wrenstow']]);
  });

  it('counts no firm as a title for it, though its name holds a title word', () => {
    expect(read(['Brindlecombe Consultants Ltd, Ashwick, Hedgewright\t03/2019 – 05/2021', 'Advised the carters.']))
      .toEqual([['Hedgewright', 'Brindlecombe Consultants Ltd', 'Ashwick']]);
  });

  it('reads "Firm, Town" over "Title"', () => {
    expect(read([
      'Brindlecombe Haulage Ltd, Ashwick\t03/2019 – 05/2021', 'Hedgewright', 'Loaded the carts.',
    ])).toEqual([['Hedgewright', 'Brindlecombe Haulage Ltd', 'Ashwick']]);
  });

  it('reads "Firm, Town" over a title too long or labelled for the order fallback: the town is the place, not the title', () => {
    expect(read([
      '10.2019-07.2020\tBrindlecombe Akademie GmbH, Ashwick', 'Lehrgang: Obstbaumschnitt und Veredelung im Hausgarten', '• Zertifikat',
      '01.2016-02.2019\tOakmere Kettle GmbH, Wrenstow', 'Course: Orchard pruning and grafting', '• Certificate',
    ])).toEqual([
      ['Lehrgang: Obstbaumschnitt und Veredelung im Hausgarten', 'Brindlecombe Akademie GmbH', 'Ashwick'],
      ['Course: Orchard pruning and grafting', 'Oakmere Kettle GmbH', 'Wrenstow'],
    ]);
  });

  it('reads the town set after the period with a slash ("April 2019 – now / Town, ST") as the place', () => {
    expect(read([
      'Cloud Engineer', 'Quillfen Systems', 'April 2019 - current / Ashwick, AL', '· Planted the hedges',
      'Site Technician', 'Brindle Works', 'June 2016 - March 2019 / Wrenstow, NJ', '· Trimmed the hedges',
    ])).toEqual([['Cloud Engineer', 'Quillfen Systems', 'Ashwick, AL'], ['Site Technician', 'Brindle Works', 'Wrenstow, NJ']]);
  });

  it('keeps "Title, Firm, Town" as it was read', () => {
    expect(read([
      'Hedgewright, Brindlecombe Haulage Ltd, Ashwick\t03/2019 – 05/2021', 'Loaded the carts.',
    ])).toEqual([['Hedgewright', 'Brindlecombe Haulage Ltd', 'Ashwick']]);
  });

  it('leaves a known title after the firm to the title', () => {
    expect(read(['Brindlecombe Haulage Ltd, Bookkeeper, Ashwick\t03/2019 – 05/2021', 'Kept the books.']))
      .toEqual([['Bookkeeper', 'Brindlecombe Haulage Ltd', 'Ashwick']]);
  });

  it('keeps the last part as the place when another part is a known title', () => {
    // The two names after the firm are read as one place, as a town and its region are (place-pairs.ts).
    expect(read(['Bookkeeper, Brindlecombe Haulage Ltd, Example Campus, Ashwick\t03/2019 – 05/2021', 'Kept the books.']))
      .toEqual([['Bookkeeper', 'Brindlecombe Haulage Ltd', 'Example Campus, Ashwick']]);
  });

  it('takes no part from another line for the place', () => {
    const parts = ['Brindlecombe Haulage Ltd', 'Ashwick', 'Hedgewright'];
    const located = { rest: parts.slice(0, 2), location: 'Hedgewright' };
    const lines = [{ text: 'Brindlecombe Haulage Ltd', parts: ['Brindlecombe Haulage Ltd'] }, { text: 'Ashwick, Hedgewright', parts: ['Ashwick', 'Hedgewright'] }];
    expect(placeBesideFirm({ lines }, parts, located)).toBe(located);
    expect(placeBesideFirm({ lines: [{ text: parts.join(', '), parts }] }, parts, located))
      .toEqual({ rest: ['Brindlecombe Haulage Ltd', 'Hedgewright'], location: 'Ashwick' });
  });

  it('changes nothing without a known firm, or when the place came from elsewhere', () => {
    const parts = ['Quillfen Press', 'Ashwick', 'Hedgewright'];
    const located = { rest: parts.slice(0, 2), location: 'Hedgewright' };
    expect(placeBesideFirm({}, parts, located)).toBe(located);
    const country = { rest: ['Hedgewright', 'Brindlecombe Haulage Ltd'], location: 'Ashwick, Portugal' };
    expect(placeBesideFirm({}, ['Hedgewright', 'Brindlecombe Haulage Ltd', 'Ashwick', 'Portugal'], country)).toBe(country);
  });
});
