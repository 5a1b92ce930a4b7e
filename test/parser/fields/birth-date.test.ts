import { describe, it, expect } from 'vitest';
import { extractBirthDate } from '../../../src/parser/fields/birth-date.js';
import { docOf } from './helpers.js';

const birth = (...rows: string[]): string => extractBirthDate(docOf(...rows)).value;

describe('extractBirthDate', () => {
  it.each<[string, string[], string]>([
    ['Date of birth', ['Jane Sample', 'Date of birth: 12/03/1985'], '1985-03-12'],
    ['DOB', ['DOB 1985-03-12'], '1985-03-12'],
    ['Born', ['Born March 12, 1985 in Springfield'], '1985-03-12'],
    ['Geburtsdatum', ['Geburtsdatum: 12.03.1985'], '1985-03-12'],
    ['Hebrew label', ['שירה לוי', 'תאריך לידה: 12.03.1985'], '1985-03-12'],
    ['Czech "nar."', ['Lucie Hrouzková', 'nar. 04.11.1991'], '1991-11-04'],
    ['Romanian', ['Data nașterii: 24.06.1988'], '1988-06-24'],
    ['Romanian prose', ['Născută la 24.06.1988'], '1988-06-24'],
    ['Swedish', ['Födelsedatum: 1985-12-05'], '1985-12-05'],
    ['Norwegian', ['Fødselsdato: 17.11.1997'], '1997-11-17'],
    ['Danish prose', ['Født 17.11.1997'], '1997-11-17'],
    ['Turkish', ['Doğum Tarihi: 04.11.1987'], '1987-11-04'],
    ['geb.', ['Max Probe, geb. 12. März 1985'], '1985-03-12'],
    ['geboren am', ['geboren am 5. September 1980 in Vellbach'], '1980-09-05'],
    ['Születési dátum', ['Születési dátum: 1985. március 12.'], '1985-03-12'],
    ['Születési idő', ['Születési idő: 1985.03.12.'], '1985-03-12'],
    ['Née le', ['Née le 12 mars 1985 à Lyon'], '1985-03-12'],
    ['Date de naissance', ['Date de naissance : 12/03/1985'], '1985-03-12'],
    ['Fecha de nacimiento', ['Fecha de nacimiento: 12 de marzo de 1985'], '1985-03-12'],
    ['Data di nascita', ['Data di nascita: 12/03/1985'], '1985-03-12'],
    ['Nato il', ['Nato il 12 marzo 1985 a Roma'], '1985-03-12'],
    ['Data urodzenia', ['Data urodzenia: 12.03.1985'], '1985-03-12'],
    ['German asterisk', ['Max Probe', '* 12.03.1985 in Berlin'], '1985-03-12'],
    ['label above', ['Date of birth', '12.03.1985', 'Experience'], '1985-03-12'],
    ['label in other column', ['Geburtsdatum      12.03.1985'], '1985-03-12'],
    ['standalone in header', ['Ann Probe', '26 November 1975', 'ann@example.org', 'Experience 2010 - 2020'], '1975-11-26'],
    ['job range is not a birth date', ['Experience', '01.03.2015 - 31.12.2019 Developer at Example GmbH'], ''],
    ['range to present', ['12 May 2019 – present: Analyst'], ''],
    ['range with bis', ['01.04.2010 bis 30.06.2012 Praktikum'], ''],
    ['letter date', ['Vellbach, 29. Dezember 2019', 'Bewerbung als Entwickler'], ''],
    ['generated date', ['Generated on 11-05-2024'], ''],
    ['footer date of a recent CV', ['Ann Probe', 'June 3, 2024', 'Experience', '2018 - 2024 Analyst'], ''],
    ['no date', ['Nothing here but 2019'], ''],
    ['first after a personal-details heading whose labels were lost', ['Lena Probe', 'Personal Information 02/03/1991 Lakeside Dutch', 'Skills'], '1991-03-02'],
    ['German personal-details heading', ['Lena Probe', 'Persönliche Daten 02.03.1991 Seestadt', 'Kenntnisse'], '1991-03-02'],
    ['beside icons among the contact data at the top', ['Mira Example', '+ Lakeside (PD), Italy { 23 Marzo 1996', 'mira@example.org', 'Esperienza 2019 - 2024'], '1996-03-23'],
    ['a date at the top of someone too young to write the CV', ['Mira Example', '+ Lakeside { 23 Marzo 2015', 'Esperienza 2019 - 2024'], ''],
    ['a heading alone does not make an updated date a birth date', ['Personal information updated 02/03/2023', 'Experience 2018 - 2023 Analyst'], ''],
  ])('%s', (_title, rows, want) => expect(birth(...rows)).toBe(want));
});

describe('extractBirthDate: Japanese, Chinese and Korean forms', () => {
  it('the date under its label on the line above, with the age after it', () => {
    expect(birth('山田 花子', '生年月日', '1990年4月12日 (満 34 歳)', '携帯電話番号 090-1111-2222')).toBe('1990-04-12');
  });

  it('the date after its label on one line (Korean, Chinese)', () => {
    expect(birth('김민지', '생년월일: 1992년 7월 3일', 'minji@example.org')).toBe('1992-07-03');
    expect(birth('王小明', '出生日期：1995年1月20日', 'xm@example.org')).toBe('1995-01-20');
  });

  it('the day the form was filled in ("as of") is no birth date', () => {
    expect(birth('履 歴 書 2024年4月1日現在', '山田 花子', '携帯電話番号 090-1111-2222')).toBe('');
  });
});

describe('extractBirthDate: a bare date in a personal-details block', () => {
  // The block low on the page (a header cell read after the body): only the heading above says what the date is.
  const body = ['Ana Lume', 'Programadora', 'Experiência profissional', 'Programadora, Exemplo Sistemas S.A.', 'Implementação de um sistema.',
    'Comercial, Exemplo Logística, Lda.', 'Coordenação de uma equipa.', 'Formação académica', 'Licenciatura em Economia',
    'Universidade Exemplar', 'Competências', 'Excel', 'Liderança', '+351 912 345 678', 'ana.lume@example.pt'];
  it('under the block\'s heading, another datum between', () => {
    expect(birth(...body, 'Informações pessoais', 'Vilaclara', '22/06/1973', 'Portuguesa')).toBe('1973-06-22');
  });
  it('no heading above: a bare date that low is too little to go on', () => {
    expect(birth(...body, 'Vilaclara', '22/06/1973', 'Portuguesa')).toBe('');
  });
});
