// Titles printed with their rank after a comma and their field after a dash ("Engineer, Associate – Data Platforms"):
// the pieces after the title on its own line are the title's, unless one has a firm's, a place's or a date's shape.
// All titles, firms, fields and towns are invented.
import { describe, expect, it } from 'vitest';
import { fieldLastHeader, isPiecedTitleLine, isRank, rankedTitleHeader, titleWithPieces, withTitleField } from '../../../src/parser/sections/title-pieces.js';
import { readWork } from '../../../src/parser/sections/work.js';

const read = (lines: string[]): string[][] => readWork(lines).map((w) => [w.position, w.employer, w.location, w.start, w.end]);
const entry = (...lines: [string, string[]][]) => ({ lines: lines.map(([text, parts]) => ({ text, parts })) });

describe('titleWithPieces', () => {
  const title: [string, string[]] = ['Hedgewright, Associate – Orchard Pruning', ['Hedgewright', 'Associate', 'Orchard Pruning']];
  const firm: [string, string[]] = ['Quillmoss Fern Ltd, Elmbury', ['Quillmoss Fern Ltd', 'Elmbury']];

  it('joins the rank and the field to the title, as printed', () => {
    expect(titleWithPieces(entry(title, firm), ['Hedgewright', 'Associate', 'Orchard Pruning'], 'Hedgewright', 'Quillmoss Fern Ltd', true))
      .toBe('Hedgewright, Associate – Orchard Pruning');
  });

  it('takes the line from its start when a word list took the rank for the title', () => {
    expect(titleWithPieces(entry(title, firm), ['Hedgewright', 'Associate', 'Orchard Pruning'], 'Associate', 'Quillmoss Fern Ltd', true))
      .toBe('Hedgewright, Associate – Orchard Pruning');
  });

  it('stops at the employer, at a piece another role took, and at a bar', () => {
    expect(titleWithPieces(entry(['Hedgewright – Orchard Pruning, Quillmoss Fern', ['Hedgewright', 'Orchard Pruning', 'Quillmoss Fern']]),
      ['Hedgewright', 'Orchard Pruning'], 'Hedgewright', 'Quillmoss Fern', true)).toBe('Hedgewright – Orchard Pruning');
    expect(titleWithPieces(entry(title, firm), ['Hedgewright', 'Associate'], 'Hedgewright', 'Quillmoss Fern Ltd', true)).toBe('Hedgewright, Associate');
    expect(titleWithPieces(entry(['Hedgewright | Orchard Pruning', ['Hedgewright', 'Orchard Pruning']], firm),
      ['Hedgewright', 'Orchard Pruning'], 'Hedgewright', 'Quillmoss Fern Ltd', true)).toBeUndefined();
  });

  it('joins no firm, place (remote work) or date, and no lone word when the place is not known elsewhere', () => {
    expect(titleWithPieces(entry(['Hedgewright – Zephyrine Orchards GmbH', ['Hedgewright', 'Zephyrine Orchards GmbH']], firm),
      ['Hedgewright', 'Zephyrine Orchards GmbH'], 'Hedgewright', 'Quillmoss Fern Ltd', true)).toBeUndefined();
    expect(titleWithPieces(entry(['Hedgewright – Remote', ['Hedgewright', 'Remote']], firm), ['Hedgewright', 'Remote'], 'Hedgewright', 'Quillmoss Fern Ltd', true))
      .toBeUndefined();
    expect(titleWithPieces(entry(['Hedgewright – Phase 2', ['Hedgewright', 'Phase 2']], firm), ['Hedgewright', 'Phase 2'], 'Hedgewright', 'Quillmoss Fern Ltd', true))
      .toBeUndefined();
    expect(titleWithPieces(entry(['Hedgewright, Elmbury', ['Hedgewright', 'Elmbury']], ['Quillmoss Fern Ltd', ['Quillmoss Fern Ltd']]),
      ['Hedgewright', 'Elmbury'], 'Hedgewright', 'Quillmoss Fern Ltd', false)).toBeUndefined();
  });
});

describe('isPiecedTitleLine', () => {
  it('tells a known title with its rank and field from a line that names a firm or a town', () => {
    expect(isPiecedTitleLine('Accountant, Senior – Harbour Logistics', ['Accountant', 'Senior', 'Harbour Logistics'])).toBe(true);
    expect(isPiecedTitleLine('Accountant, Quillmoss Fern Ltd, Elmbury', ['Accountant', 'Quillmoss Fern Ltd', 'Elmbury'])).toBe(false);
    expect(isPiecedTitleLine('Accountant | Senior | Harbour Logistics', ['Accountant', 'Senior', 'Harbour Logistics'])).toBe(false);
  });

  it('takes a title no word list knows for one when a grade follows it', () => {
    expect(isPiecedTitleLine('Hedgewright, Senior – Orchard Pruning', ['Hedgewright', 'Senior', 'Orchard Pruning'])).toBe(true);
    expect(isPiecedTitleLine('Hedgewright, Quillmoss – Elmbury', ['Hedgewright', 'Quillmoss', 'Elmbury'])).toBe(false);
  });
});

describe('isRank', () => {
  it('knows grades alone in several languages, not titles or names that hold one', () => {
    for (const rank of ['Senior', 'junior', 'Medior', 'Starszy', 'Pleno', 'Sênior', 'Confirmée', 'Associato']) expect(isRank(rank)).toBe(true);
    for (const other of ['Senior Analyst', 'Seniorenheim', 'Hedgewright', 'Elmbury', '', undefined]) expect(isRank(other)).toBe(false);
  });
});

describe('rankedTitleHeader', () => {
  const line = (text: string, parts: string[]) => ({ text, parts });

  it('reads the title to the line end and the employer and town from the line below', () => {
    expect(rankedTitleHeader({ lines: [line('Hedgewright, Senior – Orchard Pruning', ['Hedgewright', 'Senior', 'Orchard Pruning']),
      line('Quillmoss Fern, Elmbury', ['Quillmoss Fern', 'Elmbury'])] }))
      .toEqual({ position: 'Hedgewright, Senior – Orchard Pruning', employer: 'Quillmoss Fern', location: 'Elmbury' });
  });

  it('reads the employer and town from the parts before the title on its own line', () => {
    expect(rankedTitleHeader({ lines: [line('Quillmoss Fern, Elmbury, Roastmaster, Starszy – Logistyka portowa',
      ['Quillmoss Fern', 'Elmbury', 'Roastmaster', 'Starszy', 'Logistyka portowa'])] }))
      .toEqual({ position: 'Roastmaster, Starszy – Logistyka portowa', employer: 'Quillmoss Fern', location: 'Elmbury' });
  });

  it('reads the employer and town from the parts after the field when none stands before the title', () => {
    expect(rankedTitleHeader({ lines: [line('Beekeeper, Junior – Rischi e controlli, Galloway Kettle, Wrenford',
      ['Beekeeper', 'Junior', 'Rischi e controlli', 'Galloway Kettle', 'Wrenford'])] }))
      .toEqual({ position: 'Beekeeper, Junior – Rischi e controlli', employer: 'Galloway Kettle', location: 'Wrenford' });
  });

  it('needs a field after a dash, a title that is no school or firm, and a name for the employer', () => {
    const firm = line('Quillmoss Fern', ['Quillmoss Fern']);
    expect(rankedTitleHeader({ lines: [line('Hedgewright, Senior, Orchard Pruning', ['Hedgewright', 'Senior', 'Orchard Pruning']), firm] }))
      .toBeUndefined();
    expect(rankedTitleHeader({ lines: [line('Hedgewright, Senior', ['Hedgewright', 'Senior']), firm] })).toBeUndefined();
    expect(rankedTitleHeader({ lines: [line('Elmbury Grammar School, Principal – Music', ['Elmbury Grammar School', 'Principal', 'Music'])] }))
      .toBeUndefined();
    expect(rankedTitleHeader({ lines: [line('Hedgewright, Senior – Orchard Pruning', ['Hedgewright', 'Senior', 'Orchard Pruning']),
      line('pruned 300 trees', ['pruned 300 trees'])] })).toBeUndefined();
  });
});

describe('jobs whose titles carry a rank and a field', () => {
  it('take the employer from the line below a period printed beside a title with its rank and field', () => {
    expect(read(['Accountant, Junior – Harbour Logistics\t03/2020 – 05/2022', 'Quillmoss Fern Ltd', 'Checked the ledgers of three depots.',
      'Accountant, Senior – Data Platforms\t11/2017 – 02/2020', 'Vellowmere Cidery Ltd', 'Closed the books each month.']))
      .toEqual([['Accountant, Junior – Harbour Logistics', 'Quillmoss Fern Ltd', '', '2020-03', '2022-05'],
        ['Accountant, Senior – Data Platforms', 'Vellowmere Cidery Ltd', '', '2017-11', '2020-02']]);
    // A line that names title, firm and town beside its period stays a whole header.
    expect(read(['03/2020 – 05/2022\tAccountant, Quillmoss Fern Ltd, Elmbury', 'Checked the ledgers of three depots.']))
      .toEqual([['Accountant', 'Quillmoss Fern Ltd', 'Elmbury', '2020-03', '2022-05']]);
  });

  it('keep the whole title line over the employer and town line', () => {
    expect(read(['Engineer, Associate – Data Platforms', 'Quillmoss Fern GmbH, Elmbury', '01/2019 – 03/2022', '• Built the nightly loads.']))
      .toEqual([['Engineer, Associate – Data Platforms', 'Quillmoss Fern GmbH', 'Elmbury', '2019-01', '2022-03']]);
  });

  it('keep an unknown title with its grade and field, its period beside it and the employer and town below', () => {
    expect(read(['Hedgewright, Junior – Orchard Pruning\t03/2020 – present', 'Quillmoss Fern, Elmbury', 'Pruned the old pear trees.',
      'Roastmaster, Pleno – Logística portuária\t11/2017 – 02/2020', 'Vellowmere Cidery, Oakvale', 'Roasted for the harbour cafés.']))
      .toEqual([['Hedgewright, Junior – Orchard Pruning', 'Quillmoss Fern', 'Elmbury', '2020-03', ''],
        ['Roastmaster, Pleno – Logística portuária', 'Vellowmere Cidery', 'Oakvale', '2017-11', '2020-02']]);
    // The employer first, its town and the graded title after it, on the period's line.
    expect(read(['2020 – 2024\tThistlewick Press, Oakvale, Hedgewright, Medior – Orchard Pruning', 'Pruned the old pear trees.']))
      .toEqual([['Hedgewright, Medior – Orchard Pruning', 'Thistlewick Press', 'Oakvale', '2020', '2024']]);
  });

  it('keep an unknown title with its field over a period and an employer with its town, none of them known', () => {
    expect(read(['Hedgewright – Orchard Pruning', '03/2020 – present', 'Quillmoss Fern, Elmbury', 'Pruned the old pear trees.',
      'Roastmaster – Harbour Logistics', '11/2017 – 02/2020', 'Vellowmere Cidery, Oakvale', 'Roasted for the harbour cafés.']))
      .toEqual([['Hedgewright – Orchard Pruning', 'Quillmoss Fern', 'Elmbury', '2020-03', ''],
        ['Roastmaster – Harbour Logistics', 'Vellowmere Cidery', 'Oakvale', '2017-11', '2020-02']]);
    // Four unknown parts on lines cut by commas alone show no title: no entry rather than a wrong one.
    expect(read(['Hedgewright, Orchard Pruning', '03/2020 – present', 'Quillmoss Fern, Elmbury', 'Pruned the old pear trees.',
      'Roastmaster, Harbour Logistics', '11/2017 – 02/2020', 'Vellowmere Cidery, Oakvale', 'Roasted for the harbour cafés.'])).toEqual([]);
  });

  it('keep an unknown title with its field, its period beside it and the employer below', () => {
    expect(read(['Hedgewright – Orchard Pruning\t03/2020 – 05/2022', 'Quillmoss Fern', 'Pruned the old pear trees.',
      'Roastmaster – Harbour Logistics\t11/2017 – 02/2020', 'Vellowmere Cidery', 'Roasted for the harbour cafés.']))
      .toEqual([['Hedgewright – Orchard Pruning', 'Quillmoss Fern', '', '2020-03', '2022-05'],
        ['Roastmaster – Harbour Logistics', 'Vellowmere Cidery', '', '2017-11', '2020-02']]);
  });

  it('keep a title with its rank before a known rank word on one line with the employer and town', () => {
    expect(read(['Hedgewright, Associate – Orchard Pruning and Grafting\tMarch 2015 – July 2016 Quillmoss Fern Group – Elmbury, CA',
      'Pruned the trees of the whole valley.']))
      .toEqual([['Hedgewright, Associate – Orchard Pruning and Grafting', 'Quillmoss Fern Group', 'Elmbury, CA', '2015-03', '2016-07']]);
  });

  it('take a field after a rank for the title, not for the town, when the employer comes first', () => {
    expect(read(['Quillmoss Fern GmbH, Engineer, Senior – Data Platforms\t01/2019 – 03/2022', '• Built the nightly loads.']))
      .toEqual([['Engineer, Senior – Data Platforms', 'Quillmoss Fern GmbH', '', '2019-01', '2022-03']]);
    // Without a rank before it, the last short part stays the town.
    expect(read(['Quillmoss Fern GmbH, Engineer – Elmbury\t01/2019 – 03/2022', '• Built the nightly loads.']))
      .toEqual([['Engineer', 'Quillmoss Fern GmbH', 'Elmbury', '2019-01', '2022-03']]);
  });

  it('leave a title and its town on one line alone when the employer stands below', () => {
    expect(read(['Engineer, Elmbury', 'Quillmoss Fern GmbH', '01/2019 – 03/2022', '• Built the nightly loads.']))
      .toEqual([['Engineer', 'Quillmoss Fern GmbH', expect.any(String), '2019-01', '2022-03']]);
  });
});

describe('a title and its field joined by a dash before the employer and its town', () => {
  const line = (text: string, parts: string[]) => ({ parts, lines: [{ text, parts }] });

  it('is one title: the dash binds closer than the commas after it', () => {
    const entry = line('Hedgewright – Orchard Pruning, Quillmoss Fern, Elmbury', ['Hedgewright', 'Orchard Pruning', 'Quillmoss Fern', 'Elmbury']);
    expect(withTitleField(entry).parts).toEqual(['Hedgewright – Orchard Pruning', 'Quillmoss Fern', 'Elmbury']);
    expect(withTitleField(entry).lines![0]!.parts).toEqual(['Hedgewright – Orchard Pruning', 'Quillmoss Fern', 'Elmbury']);
  });

  it('reads the section\'s unknown jobs as title, employer and place', () => {
    const jobs = readWork([
      'Hedgewright – Orchard Pruning, Quillmoss Fern, Elmbury\t2021 – 2024', 'Kept the hedges of four farms.',
      'Glazier – Harbour Windows, Vellowmere Cidery, Oakvale\t2018 – 2021', 'Fitted the cellar windows.',
    ]).map((w) => [w.position, w.employer, w.location]);
    expect(jobs).toEqual([['Hedgewright – Orchard Pruning', 'Quillmoss Fern', 'Elmbury'], ['Glazier – Harbour Windows', 'Vellowmere Cidery', 'Oakvale']]);
  });

  it('leaves a firm after the dash, three parts, a second dash and a grade alone', () => {
    const firm = line('Analyst – Example Haulage Ltd, Elmbury, Wessex', ['Analyst', 'Example Haulage Ltd', 'Elmbury', 'Wessex']);
    expect(withTitleField(firm)).toBe(firm);
    const three = line('Hedgewright – Quillmoss Fern, Elmbury', ['Hedgewright', 'Quillmoss Fern', 'Elmbury']);
    expect(withTitleField(three)).toBe(three);
    const dashes = line('Hedgewright – Orchard Pruning, Quillmoss Fern – Elmbury, Wessex', ['Hedgewright', 'Orchard Pruning', 'Quillmoss Fern', 'Elmbury', 'Wessex']);
    expect(withTitleField(dashes)).toBe(dashes);
    const graded = line('Hedgewright – Senior, Quillmoss Fern, Elmbury', ['Hedgewright', 'Senior', 'Quillmoss Fern', 'Elmbury']);
    expect(withTitleField(graded)).toBe(graded);
  });
});

describe('a title and its field joined by a dash, three parts to the line', () => {
  const line = (text: string, parts: string[]) => ({ parts, lines: [{ text, parts }] });

  it('is one title before a known firm, or before a name where the piece reads as prose', () => {
    expect(withTitleField(line('Hedgewright – Orchard Pruning, Quillmoss Fern Ltd', ['Hedgewright', 'Orchard Pruning', 'Quillmoss Fern Ltd'])).parts)
      .toEqual(['Hedgewright – Orchard Pruning', 'Quillmoss Fern Ltd']);
    expect(withTitleField(line('Hedgewright – Logistica portuale, Quillmoss Fern', ['Hedgewright', 'Logistica portuale', 'Quillmoss Fern'])).parts)
      .toEqual(['Hedgewright – Logistica portuale', 'Quillmoss Fern']);
  });

  it('leaves a name after the dash and a town after the comma as employer and place', () => {
    const three = line('Hedgewright – Quillmoss Fern, Elmbury', ['Hedgewright', 'Quillmoss Fern', 'Elmbury']);
    expect(withTitleField(three)).toBe(three);
    const firm = line('Hedgewright – Quillmoss Fern Ltd, Port Alric', ['Hedgewright', 'Quillmoss Fern Ltd', 'Port Alric']);
    expect(withTitleField(firm)).toBe(firm);
  });

  it('reads such jobs with the field in the title', () => {
    expect(read([
      'Hedgewright – Logistica portuale, Quillmoss Fern\t2021 – 2024', 'Kept the hedges.',
      'Glazier – Vetrate del porto, Vellowmere Cidery\t2018 – 2021', 'Fitted the cellar windows.',
    ]).map((w) => w.slice(0, 2))).toEqual([['Hedgewright – Logistica portuale', 'Quillmoss Fern'], ['Glazier – Vetrate del porto', 'Vellowmere Cidery']]);
  });
});

describe('the employer first, then a title and its field joined by a dash, last on the line', () => {
  it('reads a field of more than one word into the title, whichever part the readers took for the title', () => {
    expect(read([
      '03/2020 – 06/2024\tTidewell Mills, Lamplighter – Canal Locks', 'Kept the lamps of the locks lit.',
      '01/2017 – 02/2020\tBrindlecourt Ropes, Hedgewright – Orchard Rows', 'Kept the hedges.',
    ]).map((w) => w.slice(0, 3))).toEqual([['Lamplighter – Canal Locks', 'Tidewell Mills', ''], ['Hedgewright – Orchard Rows', 'Brindlecourt Ropes', '']]);
    expect(read(['03/2020 – 06/2024\tTidewell Mills Sp. z o.o., Accountant – Kanały miejskie', 'Kept the books.'])[0]!.slice(0, 3))
      .toEqual(['Accountant – Kanały miejskie', 'Tidewell Mills Sp. z o.o.', '']);
  });

  it('reads a one-word piece as the town, unless another job of the section shows the form', () => {
    expect(read(['03/2020 – 06/2024\tTidewell Mills, Accountant – Corrowby', 'Kept the books.'])[0]!.slice(0, 3))
      .toEqual(['Accountant', 'Tidewell Mills', 'Corrowby']);
    expect(read([
      '03/2020 – 06/2024\tTidewell Mills, Accountant – Canal Tolls', 'Kept the books.',
      '01/2017 – 02/2020\tBrindlecourt Ropes, Lamplighter – Lockkeeping', 'Lit the lamps.',
    ]).map((w) => w.slice(0, 3))).toEqual([['Accountant – Canal Tolls', 'Tidewell Mills', ''], ['Lamplighter – Lockkeeping', 'Brindlecourt Ropes', '']]);
  });
});

describe('the employer and its town first, then a title and its field joined by a dash', () => {
  it('reads the last two parts as one title, the parts before as employer and place', () => {
    expect(fieldLastHeader(entry(['Tidewell Mills, Corrowby, Lamplighter – Canal Locks', ['Tidewell Mills', 'Corrowby', 'Lamplighter', 'Canal Locks']])))
      .toEqual({ position: 'Lamplighter – Canal Locks', employer: 'Tidewell Mills', location: 'Corrowby' });
  });

  it('takes a known title after the employer alone, and leaves an unknown one there (the dash may part a firm from its town)', () => {
    expect(fieldLastHeader(entry(['Tidewell Mills, Accountant – Canal Tolls', ['Tidewell Mills', 'Accountant', 'Canal Tolls']])))
      .toEqual({ position: 'Accountant – Canal Tolls', employer: 'Tidewell Mills', location: '' });
    expect(fieldLastHeader(entry(['Lamplighter, Tidewell Mills – Corrowby', ['Lamplighter', 'Tidewell Mills', 'Corrowby']]))).toBeUndefined();
  });

  it('leaves a grade, a second dash, a known place and a title first alone', () => {
    expect(fieldLastHeader(entry(['Tidewell Mills, Corrowby, Lamplighter, Senior – Canal Locks',
      ['Tidewell Mills', 'Corrowby', 'Lamplighter', 'Senior', 'Canal Locks']]))).toBeUndefined();
    expect(fieldLastHeader(entry(['Tidewell Mills – Corrowby, Lamplighter – Canal Locks', ['Tidewell Mills', 'Corrowby', 'Lamplighter', 'Canal Locks']])))
      .toBeUndefined();
    expect(fieldLastHeader(entry(['Tidewell Mills, Corrowby, Lamplighter – Remote', ['Tidewell Mills', 'Corrowby', 'Lamplighter', 'Remote']]))).toBeUndefined();
    // After the employer alone, a one-word piece after a known title stays the town.
    expect(fieldLastHeader(entry(['Tidewell Mills, Accountant – Corrowby', ['Tidewell Mills', 'Accountant', 'Corrowby']]))).toBeUndefined();
    expect(fieldLastHeader(entry(['Accountant, Corrowby, Lamplighter – Canal Locks', ['Accountant', 'Corrowby', 'Lamplighter', 'Canal Locks']]))).toBeUndefined();
  });

  it('reads a section of such jobs, dated before or after the header, with the field in the title, not in the place', () => {
    expect(read([
      '03/2020 – 06/2024\tTidewell Mills, Corrowby, Lamplighter – Canal Locks', 'Kept the lamps of the locks lit.',
      '01/2016 – 02/2020\tBrindle Ferries, Hatchmoor, Tollkeeper – River Crossings', 'Took the tolls of two ferries.',
    ])).toEqual([
      ['Lamplighter – Canal Locks', 'Tidewell Mills', 'Corrowby', '2020-03', '2024-06'],
      ['Tollkeeper – River Crossings', 'Brindle Ferries', 'Hatchmoor', '2016-01', '2020-02'],
    ]);
    expect(read(['Tidewell Mills, Accountant – Canal Tolls\t2019 – 2023', 'Kept the books.'])).toEqual([
      ['Accountant – Canal Tolls', 'Tidewell Mills', '', '2019', '2023'],
    ]);
  });
});
