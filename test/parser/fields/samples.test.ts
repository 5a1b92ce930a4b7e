// Whole fictitious CVs as plain text (as TXT/DOCX extraction gives them: no fonts, no
// positions), one per convention the parser must know. Expected values are what a careful
// reader would label.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import type { ExtractedFields } from '../../../src/parser/types.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const parse = (text: string): ExtractedFields => extractFields({ text, lines: [] }, vocabulary);

const SAMPLES: [string, string, Partial<ExtractedFields>][] = [
  ['Hungarian', `Önéletrajz
Személyes adatok
Név: Kovács János
Születési idő: 1985. 03. 12.
Lakcím: 1117 Budapest, Október huszonharmadika u. 5.
Telefon: +36 30 123 4567
E-mail: kovacs.janos@example.hu
Szakmai tapasztalat
2015 - 2020 Könyvelő, Példa Kft.
Nyelvtudás: angol, német`, {
    first: 'János', last: 'Kovács', birth_date: '1985-03-12', phone: ['+36 30 123 4567'], email: ['kovacs.janos@example.hu'],
    address: { street: 'Október huszonharmadika u. 5', zip: '1117', city: 'Budapest' },
  }],
  ['German', `Lebenslauf
Erika Beispiel
Anschrift: Quendelweg 12, 10115 Berlin
Mobil: 0170 1234567
Telefon: 030 98765432
E-Mail: erika.beispiel@example.de
Geburtsdatum: 01.02.1990 in Hamburg
Berufserfahrung
01.03.2015 - 31.12.2019 Sachbearbeiterin, Beispiel GmbH, München`, {
    first: 'Erika', last: 'Beispiel', birth_date: '1990-02-01', phone: ['+49 170 1234567', '+49 30 98765432'],
    address: { street: 'Quendelweg 12', zip: '10115', city: 'Berlin' },
  }],
  ['US', `John A. Sample
123 Main Street, Apt 4B, Springfield, IL 62704
(217) 555-0123 | john.sample@example.com
EXPERIENCE
Example Corp, Rockford, IL — Analyst, June 2018 - Present
SKILLS
Excel, SQL, Tableau`, {
    first: 'John', last: 'Sample', birth_date: '', phone: ['+1 217 555 0123'],
    address: { street: '123 Main Street, Apt 4B', zip: '62704', city: 'Springfield' },
  }],
  ['UK', `CURRICULUM VITAE
Olivia Example
10 Baker Street, London NW1 6XE
Mobile: 07700 900123
Email: olivia@example.co.uk
Date and place of birth: 15th March 1990, Leeds`, {
    first: 'Olivia', last: 'Example', birth_date: '1990-03-15', phone: ['+44 7700 900123'],
    address: { street: '10 Baker Street', zip: 'NW1 6XE', city: 'London' },
  }],
  ['French', `Claire DUPONTEL
Développeuse web
Née le 3 avril 1992
Téléphone : 06 47 18 29 05
claire.dupontel@example.fr
Adresse : 8 rue des Exemples, 69002 Lyon
Expérience
2019 - 2023 Développeuse, Exemple SA, Paris`, {
    first: 'Claire', last: 'Dupontel', birth_date: '1992-04-03', phone: ['+33 6 47 18 29 05'],
    address: { street: '8 rue des Exemples', zip: '69002', city: 'Lyon' },
  }],
  ['Italian', `Marco Esempio
Via dei Tigli 10, 20121 Borgoverde
Cellulare: 347 123 4567
Data di nascita: 12/05/1988
Esperienza professionale
2016 - 2022 Sviluppatore Java presso Esempio S.p.A.`, {
    first: 'Marco', last: 'Esempio', birth_date: '1988-05-12', phone: ['+39 347 123 4567'],
    address: { street: 'Via dei Tigli 10', zip: '20121', city: 'Borgoverde' },
  }],
];

describe('whole CVs', () => {
  it.each(SAMPLES)('%s', (_title, text, want) => expect(parse(text)).toMatchObject(want));
});
