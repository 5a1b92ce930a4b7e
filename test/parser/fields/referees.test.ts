// Referees listed under a "References" heading: their names, phones, e-mails and addresses are not the person's. All
// people, firms, places and numbers are invented.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { isRefereeHeading, refereeLines, refereeOnlyEmails } from '../../../src/parser/fields/referees.js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { docOf, linesOf } from './helpers.js';

const TOP = ['24|Maren Tolvast', 'Warehouse Supervisor', 'Lindenweg 5, 80331 München'];
const CONTACT = ['maren.tolvast@example.de • +49 151 2345 6789'];
const BODY = ['Berufserfahrung', '03/2019 – 05/2023 Lagerleiterin, Beispiel Logistik GmbH', 'Ausbildung', '2015 – 2019 B.Sc. Logistik, Hochschule Nordtal'];
const REFEREES = ['Referenzen', 'Dr. Ansgar Wellhöfer', 'Abteilungsleiter, Beispiel Logistik GmbH', 'Ahornallee 40', '04109 Leipzig',
  'Telefon: 0341 2345 6010', 'E-Mail: ansgar.wellhoefer@beispiel-logistik.example'];

describe('isRefereeHeading', () => {
  it('knows the referees’ heading in the CV’s languages, in capitals or with a colon', () => {
    for (const h of ['References', 'REFEREES', 'Referenzen:', 'Références', 'Referencias', 'Referenze', 'Referencje', 'Referenciák', 'Referenties',
      'Referências']) expect(isRefereeHeading(h), h).toBe(true);
  });

  it('is false for other headings and for a sentence about references', () => {
    for (const h of ['Berufserfahrung', 'Personal details', 'References available on request.', 'Reference number: 4471']) {
      expect(isRefereeHeading(h), h).toBe(false);
    }
  });
});

describe('refereeLines', () => {
  it('holds the lines under the heading up to the next heading', () => {
    const doc = docOf(...TOP, ...CONTACT, ...BODY, ...REFEREES, 'Kenntnisse', 'Excel, SAP');
    const lines = [...refereeLines(doc)].map((i) => doc.lines[i]!.text);
    expect(lines).toEqual(REFEREES.slice(1));
  });

  it('is empty without a referees’ heading', () => {
    expect(refereeLines(docOf(...TOP, ...CONTACT, ...BODY)).size).toBe(0);
  });
});

describe('the person’s contact beside referees', () => {
  it('lists the referee’s phone after the person’s own, and reads none when the person prints none', () => {
    const digits = (rows: string[]): string[] => extractPhones(docOf(...rows), { country: 'DE' }).value.map((v) => v.replace(/\D/g, ''));
    expect(digits([...TOP, ...CONTACT, ...BODY, ...REFEREES])).toEqual(['4915123456789', '4934123456010']);
    expect(digits([...TOP, 'maren.tolvast@example.de', ...BODY, ...REFEREES])).toEqual([]);
  });

  it('keeps a number printed in the body under another heading', () => {
    const rows = [...TOP, ...CONTACT, 'Berufserfahrung', 'Lagerleiterin, Beispiel Logistik GmbH, Telefon 0341 2345 6099'];
    expect(extractPhones(docOf(...rows), { country: 'DE' }).value).toHaveLength(2);
  });

  it('names the e-mails printed only among the referees', () => {
    expect([...refereeOnlyEmails(docOf(...TOP, ...CONTACT, ...BODY, ...REFEREES))]).toEqual(['ansgar.wellhoefer@beispiel-logistik.example']);
    // The person's own address printed again among them stays the person's.
    expect(refereeOnlyEmails(docOf(...TOP, ...CONTACT, ...BODY, 'References', 'maren.tolvast@example.de')).size).toBe(0);
  });

  it('reads the person’s address, not the referee’s, when the person prints no phone or e-mail', () => {
    expect(extractAddress(docOf(...TOP, ...BODY, ...REFEREES)).value).toEqual({ street: 'Lindenweg 5', city: 'München', zip: '80331' });
  });

  it('gives the person neither the referee’s e-mail nor the name it spells', () => {
    const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
    const lines = linesOf(...TOP, ...BODY, ...REFEREES);
    const fields = extractFields({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary);
    expect(fields.email).toEqual([]);
    expect(fields.phone).toEqual([]);
    expect([fields.first, fields.last]).toEqual(['Maren', 'Tolvast']);
    // With the person's own e-mail printed, the referee's follows it.
    const withOwn = linesOf(...TOP, ...CONTACT, ...BODY, ...REFEREES);
    expect(extractFields({ text: withOwn.map((l) => l.text).join('\n'), lines: withOwn }, vocabulary).email)
      .toEqual(['maren.tolvast@example.de', 'ansgar.wellhoefer@beispiel-logistik.example']);
  });

  it('takes no referee’s name for the person’s when the CV prints none', () => {
    const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
    const lines = linesOf('Warehouse Supervisor', 'Lindenweg 5, 80331 München', 'cv.bewerbung@example.de', ...BODY,
      'Referenzen', 'Jonas Wellhöfer', 'Abteilungsleiter, Beispiel Logistik GmbH', 'Telefon: 0341 2345 6010');
    const fields = extractFields({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary);
    expect([fields.first, fields.last]).toEqual(['', '']);
  });
});
