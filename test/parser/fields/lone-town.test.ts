// A town printed alone in the contact block (src/parser/fields/lone-town.ts). Invented people, towns and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { isTownShaped } from '../../../src/parser/fields/lone-town.js';
import { docOf } from './helpers.js';

const address = (rows: string[], names: string[] = []) => extractAddress(docOf(...rows), names).value;
const town = (city: string) => ({ street: '', city, zip: '' });
const none = { street: '', city: '', zip: '' };

describe('a town alone in the contact block', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['first piece of a one-line block', ['Ilse Varnholt', 'Lagerleiterin', 'Quellbrunn · +49 151 2345 6789 · ilse@example.org', 'Berufserfahrung'],
      town('Quellbrunn')],
    ['last piece of a one-line block', ['Ilse Varnholt', 'ilse@example.org | 0151 2345 6789 | Bad Quellbrunn', 'Berufserfahrung'],
      town('Bad Quellbrunn')],
    ['a line of its own under the contact heading, the phone below', ['Ilse Varnholt', 'Kontakt', 'Quellbrunn', '0151 2345 6789',
      'ilse@example.org'], town('Quellbrunn')],
    ['a line of its own between phone and e-mail', ['Ilse Varnholt', '0151 2345 6789', 'Quellbrunn', 'ilse@example.org',
      'Berufserfahrung'], town('Quellbrunn')],
    ['a town whose name has a small word inside', ['Ilse Varnholt', 'Ilgen am Quell · ilse@example.org', 'Berufserfahrung'],
      town('Ilgen am Quell')],
    // Danish and Norwegian numbers have eight digits: the cell beside the town is the phone that makes it a contact line.
    ['a town before a Norwegian national number in the next cell', ['Sigrid Fjellvik', 'Lagersjef', 'Fjordvik\t412 34 269', 'Ferdigheter'],
      town('Fjordvik')],
    ['the same with icons and hyphens', ['Sigrid Fjellvik', 'Lagersjef', '® Fjordvik\t© 412-34-775', 'Ferdigheter'], town('Fjordvik')],
    // A town with its region after a dash or a comma: the town is the place, not the region.
    ['a town and its region in a one-line block', ['Ilse Varnholt', 'ilse@example.org • 0151 2345 6789 • Quellbrunn - Westmark', 'Berufserfahrung'],
      town('Quellbrunn')],
    ['a town and its county on a line of its own', ['Ilse Varnholt', 'Kontakt', 'Quellbrunn – Ostvale County', '0151 2345 6789',
      'ilse@example.org'], town('Quellbrunn')],
    ['a town and its region after a comma', ['Ilse Varnholt', 'Kontakt', 'Lipnice, Vysočinský kraj', '0151 2345 6789', 'ilse@example.org'],
      town('Lipnice')],
    ['a language and its level is no town and region', ['Ilse Varnholt', 'ilse@example.org • 0151 2345 6789 • English - Native', 'Berufserfahrung'],
      none],
  ])('%s', (_n, rows, want) => expect(address(rows)).toEqual(want));

  it.each<[string, string[], string[]]>([
    // A job title beside the contact data is the headline.
    ['a job title in the one-line block', ['Ilse Varnholt', 'Warehouse Manager | ilse@example.org | 0151 2345 6789', 'Experience'], []],
    // A second phone's label is left when the number is cut out: "Festnetz" is no town.
    ['the label of a second phone', ['Ilse Varnholt', 'ilse@example.org', '0151 2345 6789', 'Festnetz: 030 1234 5678', 'Berufserfahrung'], []],
    // The name line with the contact data on it: the name reader may miss it, the town reader must not take it.
    ['the name on the CV\'s first line', ['Ilse Varnholt | 0151 2345 6789 | ilse@example.org', 'Berufserfahrung'], []],
    ['a word of the name read elsewhere', ['Lagerleiterin', 'Varnholt · 0151 2345 6789 · ilse@example.org', 'Berufserfahrung'], ['Ilse', 'Varnholt']],
    ['a country alone', ['Ilse Varnholt', 'Kontakt', 'Deutschland', '0151 2345 6789'], []],
    // A line between a headline and the phone may be either: without the contact heading or contact data above, no town.
    ['a line under the headline', ['Ilse Varnholt', 'Quellbrunn', '0151 2345 6789', 'ilse@example.org', 'Berufserfahrung'], []],
    // After the contact data the next line may be a heading the vocabulary lacks.
    ['a line after phone and e-mail', ['Ilse Varnholt', 'ilse@example.org', '0151 2345 6789', 'Werdegang', 'Lagerleiterin 2019 – 2023'], []],
    // "mobile" is a contact label word, and cuts the prose line, but the line holds no e-mail or phone number.
    ['a word cut from prose by a label word', ['Ilse Varnholt', 'ilse@example.org', 'Projects', '- Shipped mobile app for route planning',
      '- Wrote the tests'], []],
    ['a lone word in the body', ['Ilse Varnholt', 'ilse@example.org', 'Berufserfahrung', 'Quellbrunn', 'Lagerleiterin 2019 – 2023'], []],
  ])('no town: %s', (_n, rows, names) => expect(address(rows, names)).toEqual(none));

  // Under the name and a headline that is a job title, the line over the phone opens the contact block.
  it.each<[string, string[], string[], { street: string; city: string; zip: string }]>([
    ['under name and headline, the phone below', ['Ilse Varnholt', 'Project Manager', 'Quellbrunn', '0151 2345 6789 | ilse@example.org',
      'Experience'], ['Ilse', 'Varnholt'], town('Quellbrunn')],
    ['under a headline with no name printed', ['Warehouse Manager', 'Quellbrunn', '0151 2345 6789', 'cv@example.org', 'Experience'], [],
      town('Quellbrunn')],
    ['under a name over two lines and the headline', ['Ilse', 'Varnholt', 'Data Analyst', 'Quellbrunn', '0151 2345 6789', 'Experience'],
      ['Ilse', 'Varnholt'], town('Quellbrunn')],
    ['after an icon glyph', ['Ilse Varnholt', 'Data Analyst', '® Quellbrunn', '© 0151 2345 6789', 'Experience'], ['Ilse', 'Varnholt'],
      town('Quellbrunn')],
    // A header table's contact cell may start above the name's line, in smaller type than the name.
    ['at the top of a header cell beside the name', ['10|Quellbrunn', '22|Ilse Varnholt', '10|Tel.: 0151 2345 6789 | ilse@example.org',
      '12|Data Analyst', '12|Experience'], ['Ilse', 'Varnholt'], town('Quellbrunn')],
    // The name under its label is still the name's line.
    ['under a labelled name and the headline', ['Név: Varnholt Ilse', 'Data Analyst', 'Quellbrunn', 'Tel.: 0630 123 4521 • ilse@example.hu',
      'Experience'], ['Ilse', 'Varnholt'], town('Quellbrunn')],
    // A Europass row: the contact heading in the label cell, the town in the value cell, the phone below.
    ['in the value cell of the contact row', ['Name\tIlse', 'Varnholt', 'Kontakt\tQuellbrunn', '0151 2345 6789', 'ilse@example.org',
      'Berufserfahrung'], ['Ilse', 'Varnholt'], town('Quellbrunn')],
  ])('%s', (_n, rows, names, want) => expect(address(rows, names)).toEqual(want));

  it.each<[string, string[], string[]]>([
    // A headline the title vocabulary does not know may be a one-word headline just as well as a town.
    ['under a headline that is no known title', ['Ilse Varnholt', 'Freiberuflich', 'Quellbrunn', '0151 2345 6789', 'Experience'], ['Ilse', 'Varnholt']],
    // More than the name and the headline above: a line of the profile, not the contact block's first.
    ['with a profile line above the headline', ['Ilse Varnholt', 'Calm under pressure', 'Data Analyst', 'Quellbrunn', '0151 2345 6789',
      'Experience'], ['Ilse', 'Varnholt']],
    // The top line in the largest type is the name, whatever the name reader made of it.
    ['the top line in the largest type', ['22|Quellbrunn', '10|Tel.: 0151 2345 6789 | ilse@example.org', '12|Experience'], ['Ilse', 'Varnholt']],
    // Right under the name, with no headline between, the line may be a one-word headline.
    ['right under the name that was read', ['Ilse Varnholt', 'Quellbrunn', '0151 2345 6789', 'ilse@example.org', 'Experience'], ['Ilse', 'Varnholt']],
    // At the top of the page, a name the reader did not find may be the line itself.
    ['the top line when no name was read', ['10|Quellbrunn', '10|Tel.: 0151 2345 6789 | ilse@example.org', '12|Experience'], []],
  ])('no town: %s', (_n, rows, names) => expect(address(rows, names)).toEqual(none));

  it('a town-shaped text: capitalised words with small joining words, nothing else', () => {
    expect(isTownShaped('Quellbrunn')).toBe(true);
    expect(isTownShaped('São Recanto do Sul')).toBe(true);
    expect(isTownShaped('quellbrunn')).toBe(false);
    expect(isTownShaped('Quellbrunn 5')).toBe(false);
    expect(isTownShaped('One Two Three Four')).toBe(false);
    expect(isTownShaped('Ilse Varnholt', ['Ilse', 'Varnholt'])).toBe(false);
  });

  // An elided article before a word of the town, or before a hyphenated part of it. Still no lone small letters or digits.
  it.each([["L'Orvella", true], ["O'Quellbrunn", true], ["Villeneuve-d'Orvelle", true], ["Saint-Jean-d'Orvelle", true],
    ["l'Orvella", false], ["L'orvella 5", false]])('isTownShaped(%j) → %s', (t, want) => expect(isTownShaped(t)).toBe(want));

  it('reads a town whose name opens on an elided article, alone under the name', () => {
    expect(address(['Ilse Varnholt', "O'Quellbrunn", '', 'About', 'Led a team of twelve.', 'Phone: (512) 555-0197', 'Email: ilse@example.org',
      'Work Experience'], ['Ilse Varnholt'])).toEqual(town("O'Quellbrunn"));
  });
});

describe('a lone town beside a fuller address', () => {
  it('is no rival of an address with more to show (the confidence stays with the better reading)', () => {
    const read = extractAddress(docOf('Ilse Varnholt', 'Borgoverde, Italia', 'Kontakt', 'Quellbrunn', '0151 2345 6789', 'ilse@example.org',
      'Berufserfahrung'));
    expect(read.value.city).toBe('Borgoverde');
    expect(read.rival).toBeUndefined();
  });
});

describe('a town alone under a name printed with its own script after it', () => {
  it('the name line holds the name again in its script: the headline under it, then the town, then the contact data', () => {
    const rows = ['Ruoxi Qiao 乔若曦', 'Lagerleiterin', 'Quellbrunn', '0151 2345 6789\truoxi.qiao@example.org', 'Berufserfahrung'];
    expect(address(rows, ['Ruoxi', 'Qiao'])).toEqual(town('Quellbrunn'));
  });
});

describe('a town in a personal-details block printed without labels', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['birth date, town, nationality', ['Ilse Varnholt', 'Lagerleiterin', 'Persönliche Daten', '12.04.1991', 'Quellbrunn', 'deutsch',
      'Berufserfahrung'], town('Quellbrunn')],
    ['the town first, the date below', ['Ada Quill', 'Personal information', 'Lakeport', '3 March 1990', 'British', 'Experience'], town('Lakeport')],
    // The town last in the block: a known heading below closes it.
    ['the town last before a known heading', ['Ada Quill', 'ada@example.org', 'Personal details:', '3 March 1990', 'Canadian', 'Lakeport',
      'Experience:'], town('Lakeport')],
    // The nationality between date and town, the heading in capitals, no contact data anywhere.
    ['no contact data in the CV', ['CV – Ada Quill', 'PERSONAL INFORMATION', '04/09/1991', 'Lakeport', 'Danish', '', 'Education'],
      town('Lakeport')],
  ])('%s', (_n, rows, want) => expect(address(rows)).toEqual(want));

  it.each<[string, string[]]>([
    // Without the heading the lines are any short lines.
    ['no heading above', ['Ada Quill', 'Lagerleiterin', '12.04.1991', 'Quellbrunn', 'deutsch', 'Berufserfahrung']],
    // The nationality is the only town-shaped line.
    ['only a nationality', ['Ada Quill', 'Personal information', '3 March 1990', 'Belgian', 'Experience']],
    // Last in the block, an unknown heading below: no town.
    ['an unknown heading after the block', ['Ada Quill', 'Personal information', '3 March 1990', 'Belgian', 'Wanderlust', 'Hiked the coast']],
    // A line of the block that is no datum (a sentence) breaks it.
    ['prose between heading and line', ['Ada Quill', 'Personal information', 'I enjoy working with people.', 'Lakeport', '3 March 1990']],
  ])('%s', (_n, rows) => expect(address(rows)).toEqual(none));
});

// A template's "{city}, {region}" with no region: the town and a dangling comma, last in the contact block.
describe('a town with the comma of an empty part, last in the contact block', () => {
  it.each([['Manchester,'], ['Köln,'], ['Gdańsk, '], ['Reggio Emilia,']])('%s under the phone', (town) => {
    expect(address(['Mira Example', 'mira@example.org', '07700 900123', town, 'Ran reviews across three sites.', 'Experience']).city)
      .toBe(town.trim().replace(/,$/u, ''));
  });

  it('not without the comma: a word alone under the phone may be anything', () => {
    expect(address(['Mira Example', 'mira@example.org', '07700 900123', 'Leadership', 'Ran reviews across three sites.', 'Experience']).city)
      .toBe('');
  });

  it('not away from the contact block', () => {
    expect(address(['Mira Example', 'mira@example.org', '07700 900123', 'Experience', 'Nursing,', 'Ran reviews across three sites.']).city)
      .toBe('');
  });
});
