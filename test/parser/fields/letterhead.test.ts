// An organisation's letterhead inside the CV's body (a reference letter or an employer's certificate after the CV): its
// phone, fax and address are not the person's. All people, places and numbers are invented.
import { describe, it, expect } from 'vitest';
import { letterheadLines, withoutLetterheads } from '../../../src/parser/fields/letterhead.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const CV = [
  '24|Rowan Quillfeather',
  'Data Analyst',
  'Lindenweg 5, 80331 München',
  'rowan.q@example.de • +49 151 2345 6789',
  'Berufserfahrung',
  '03/2019 – 05/2023 Analyst, Beispiel GmbH',
  'Ausbildung',
  '2015 – 2019 B.Sc. Informatik, Technische Hochschule Nordtal',
];
const LETTERHEAD = [
  'Institut Castellum',
  'Ahornallee 40',
  '04109 Leipzig',
  'Tel.: 0341 / 2345-6010',
  'Fax: 0341 / 2345-6019',
  'www.castellum-institut.example',
  'Arbeitszeugnis',
  'Hiermit bestätigen wir, dass die oben genannte Person bei uns beschäftigt war.',
];

describe('letterheadLines', () => {
  it('holds the lines around a fax number with a web address near it, in the body', () => {
    const doc = docOf(...CV, ...LETTERHEAD);
    const lines = [...letterheadLines(doc)].map((i) => doc.lines[i]?.text);
    expect(lines).toEqual(expect.arrayContaining(['Ahornallee 40', '04109 Leipzig', 'Tel.: 0341 / 2345-6010', 'Fax: 0341 / 2345-6019']));
    expect(lines).not.toContain('rowan.q@example.de • +49 151 2345 6789');
  });

  it('is empty for a fax in the person’s own contact block, or a fax with no web address near it', () => {
    expect(letterheadLines(docOf('24|Rowan Quillfeather', 'Tel.: 0341 2345601', 'Fax: 0341 2345609', 'www.quillfeather.example', ...CV.slice(4))).size).toBe(0);
    expect(letterheadLines(docOf(...CV, 'Referenzen', 'Dr. Ida Beispiel, Tel.: 0341 2345601, Fax: 0341 2345609')).size).toBe(0);
  });
});

describe('the person’s phone and address beside a letterhead', () => {
  it('leaves out the organisation’s phone and fax', () => {
    const value = extractPhones(docOf(...CV, ...LETTERHEAD), { country: 'DE' }).value;
    expect(value.map((v) => v.replace(/\D/g, ''))).toEqual(['4915123456789']);
  });

  it('keeps the letterhead’s numbers when no other number is printed', () => {
    const value = extractPhones(docOf(...CV.filter((l) => !l.includes('+49')), 'rowan.q@example.de', ...LETTERHEAD), { country: 'DE' }).value;
    expect(value.length).toBe(2);
  });

  it('reads the address from the contact block, and the letterhead’s is no rival to it', () => {
    const found = extractAddress(docOf(...CV, ...LETTERHEAD));
    expect(found.value).toEqual({ street: 'Lindenweg 5', city: 'München', zip: '80331' });
    // A rival close to the best lowers the confidence below the threshold (explain.ts): the organisation's address is far below.
    expect(found.rival ?? -Infinity).toBeLessThan(0);
  });
});

describe('withoutLetterheads', () => {
  const STUDY = ['B.Sc. Informatik\t2019', 'Technische Hochschule Nordtal'];

  it('drops the letterhead with the organisation’s name above its address, and keeps the study above it', () => {
    expect(withoutLetterheads([...STUDY, ...LETTERHEAD])).toEqual(STUDY);
  });

  it('takes the line above the address as the organisation’s name only over an address or number, and never a dated line', () => {
    const study = ['2015 – 2019 B.Sc. Informatik', 'Technische Hochschule Nordtal'];
    expect(withoutLetterheads([...study, 'Fax: 0341 / 2345-6019', 'www.castellum-institut.example'])).toEqual(study);
    expect(withoutLetterheads(['2015 – 2019 B.Sc. Informatik', '04109 Leipzig', 'Fax: 0341 / 2345-6019', 'www.castellum-institut.example']))
      .toEqual(['2015 – 2019 B.Sc. Informatik']);
  });

  it('keeps every line when no fax has a web address near it', () => {
    const lines = [...STUDY, 'Dr. Ida Beispiel', 'Fax: 0341 2345609', 'Referenzen auf Anfrage'];
    expect(withoutLetterheads(lines)).toEqual(lines);
  });
});

describe('the sections beside a letterhead', () => {
  it('read no study from the organisation’s name and street', () => {
    const text = [...CV.slice(0, 7).map((l) => l.replace(/^24\|/, '')), 'B.Sc. Informatik\t2019', 'Technische Hochschule Nordtal', ...LETTERHEAD].join('\n');
    expect(extractSections(text).education.map((e) => e.institution)).toEqual(['Technische Hochschule Nordtal']);
  });

  it('keep a fax and web address in the person’s own contact block above the first heading', () => {
    const text = ['Rowan Quillfeather', 'Fax: 0341 2345609', 'www.quillfeather.example', ...CV.slice(4)].join('\n');
    expect(extractSections(text).work.map((w) => w.employer)).toEqual(['Beispiel GmbH']);
  });
});
