// Firms named after their partners, without a legal form. All names invented.
import { describe, expect, it } from 'vitest';
import { isPartnersNames, isSurname, namesKinAfterAnd } from '../../../src/parser/sections/partners-names.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { splitParts } from '../../../src/parser/sections/entries.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

describe('partners\' names', () => {
  it.each(['Wilmot and Drayfield', 'Ashcombe, Wilmot and Drayfield', 'Brenninger und Kratzsch', 'Fornaciari e Belloni', 'Peixoto e Amaral',
    'de Wilde, Hoorn and van Treslong', 'Vadász és Bérczes', 'Pellow & Strand', 'BRANDIMARTE E QUELLO', 'VERNIOLLE ET GARAUDY',
    'DE WILDE, HOORN AND VAN TRESLONG',
    // Particles of every language the particles module lists: Italian "della", Portuguese "do", French "des".
    'Marchetti, della Torre e Vannucci', 'Antunes e do Vale', 'Perrault, des Granges et Morin'])('%s', (name) => expect(isPartnersNames(name)).toBe(true));
  it.each(['Sales and Marketing Manager', 'Manager and Analyst', 'Wilmot', 'Ashcombe, Wilmot',
    // Fields of work joined as a department is named, in any CV language.
    'Sales and Marketing', 'Finance and Procurement', 'Einkauf und Logistik', 'Qualité et Sécurité', 'Finanzas y Compras'])(
    '%s is none', (name) => expect(isPartnersNames(name)).toBe(false));
  it.each(['Ashcombe', 'de Wilde', 'van Treslong', 'Della Corte', 'dos Reis'])('%s is a surname', (name) => expect(isSurname(name)).toBe(true));
  // A German article opening a noun is no particle of a surname ("Das Team").
  it.each(['Manager', 'Ashcombe Ltd', 'Buchhalterin', 'Das Team', 'Der Vertrieb'])('%s is no surname', (name) => expect(isSurname(name)).toBe(false));
});

describe('a family\'s kin after the "and" of a firm\'s name', () => {
  it.each(['Quillon & Sons', 'Brandt und Söhne', 'Hagedoorn en Zn.', 'Rota e Figli', 'Ferrand et Frères', 'Kertész és Társa', 'ROTA E FIGLI'])(
    '%s names kin', (name) => expect(namesKinAfterAnd(name)).toBe(true));
  it.each(['Quillon & Partners', 'Brandt und Kessler', 'Sonsbeck and Ward', 'Ferrand et Filsac'])(
    '%s names none', (name) => expect(namesKinAfterAnd(name)).toBe(false));
});

describe('a title holding a firm\'s word before a partners\' firm', () => {
  it('is the title', () => {
    const work = readWork(['02/2024 – presente', 'Group Finance Director, Peixoto e Amaral', 'Implementação de um novo sistema.',
      '07/2022 – 09/2024', 'Regional Group Agent, de Wilde, Hoorn and van Treslong, Stegeren', 'Coordenação de uma equipa.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Group Finance Director', 'Peixoto e Amaral'],
      ['Regional Group Agent', 'de Wilde, Hoorn and van Treslong']]);
  });
});

describe('a header of title, partners\' firm and town, each named in full', () => {
  it.each([
    ['Ingeniera de Soluciones Regional, Toledano, Garrigós y Campillo Asociados, Castellón de la Plana',
      ['Ingeniera de Soluciones Regional', 'Toledano, Garrigós y Campillo Asociados', 'Castellón de la Plana']],
    ['Responsabile Acquisti, Ferrandi, De Lucia e D\'Amelio e figli, Reggio nell\'Emilia',
      ['Responsabile Acquisti', 'Ferrandi, De Lucia e D\'Amelio e figli', 'Reggio nell\'Emilia']],
    ['Inkoopcoördinator, van de Velde, van Wijk and de Boer, Bergen op Zoom',
      ['Inkoopcoördinator', 'van de Velde, van Wijk and de Boer', 'Bergen op Zoom']],
  ])('%s', (line, [position, employer, location]) => {
    const work = readWork(['09/2018 – 08/2020', line, 'Elaboración de informes mensuales.']);
    expect(work[0]).toMatchObject({ position, employer, location });
  });
});

describe('a partners\' firm wrapped beside the period\'s cell', () => {
  it('is read whole from the two lines', () => {
    const work = readWork(['Procurement Coordinator, Ashcombe,\t04/2023 – 11/2024', 'Wilmot and Drayfield.', 'Led a team of twelve.',
      'Stock Planner, Pellow Trading Ltd.\t11/2020 – 03/2023', 'Ran supplier reviews.']);
    expect(work.map((w) => [w.position, w.employer, w.start])).toEqual([['Procurement Coordinator', 'Ashcombe, Wilmot and Drayfield.', '2023-04'],
      ['Stock Planner', 'Pellow Trading Ltd.', '2020-11']]);
  });

  it('is read whole where the column broke it after the "and" before the last partner, the period after a space', () => {
    const work = readWork(['Planificador de Rutas Norte, Quillmore, Asensi y 2022–2026', 'Vidaurre Asociados.', 'Implantación de un nuevo sistema.',
      'Consultor de Turnos, Heredia y Olmedo.\t2018–2022', 'Elaboración de informes mensuales.']);
    expect(work.map((w) => [w.position, w.employer, w.start])).toEqual([
      ['Planificador de Rutas Norte', 'Quillmore, Asensi y Vidaurre Asociados.', '2022'], ['Consultor de Turnos', 'Heredia y Olmedo.', '2018']]);
  });
});

describe('a partners\' firm on a line of its own', () => {
  it('is one part, its first surname too', () => {
    expect(splitParts('Szczepanik, Kurowiak and Bednarek')).toEqual(['Szczepanik, Kurowiak and Bednarek']);
    const work = readWork(['Product Security Director', 'Szczepanik, Kurowiak and Bednarek', 'May 2024 – Present', 'Wdrożenie systemu.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Product Security Director', 'Szczepanik, Kurowiak and Bednarek']]);
  });
});

describe('a partners\' firm first on its line, before the title', () => {
  it('is one part where a known title follows it', () => {
    expect(splitParts('Drayfield, Moors und Quellmann, Regional Sales Manager')).toEqual(['Drayfield, Moors und Quellmann', 'Regional Sales Manager']);
    // A title holding a firm's word ("Group"), the first partner's particle.
    expect(splitParts('de Wilde, Hoorn and van Treslong, Chief Group Agent')).toEqual(['de Wilde, Hoorn and van Treslong', 'Chief Group Agent']);
    // Before a town, the line's first piece stays apart: an unknown title as often as a partner.
    expect(splitParts('Saltgatherer, Pellow & Strand, Cobbleford')).toEqual(['Saltgatherer', 'Pellow & Strand', 'Cobbleford']);
  });

  it('dates the oldest job its template printed without a period, as the dated ones before it', () => {
    // Firm, title: the dated jobs' header shape is two parts; the undated partners' firm and its title are two as well.
    const rows = ['Quellbach GmbH, Lead Program Engineer\t2021-06-01 — 2025-09-01', 'Monatliche Berichte für die Geschäftsführung.',
      'Ostmark-Drayen, National Web Manager\t2017-10-01 — 2021-05-01', 'Einführung eines neuen Lagersystems.',
      'Eichhof, Brandl und Pausewang, Direct Usability Director', 'Leitung eines Teams mit zwölf Mitarbeitern.'];
    const { work } = readWorkAndEducation(rows, []);
    expect(work.map((w) => [w.employer, w.position])).toEqual([['Quellbach GmbH', 'Lead Program Engineer'],
      ['Ostmark-Drayen', 'National Web Manager'], ['Eichhof, Brandl und Pausewang', 'Direct Usability Director']]);
  });
});

describe('a title glued before the first of partners listed after a comma', () => {
  it.each([
    ['DIRECT USABILITY DIRECTOR QUELLMANN, BRANDL UND PAUSEWANG', ['DIRECT USABILITY DIRECTOR', 'QUELLMANN, BRANDL UND PAUSEWANG']],
    ['CHIEF GROUP AGENT DE WILDE, HOORN AND VAN TRESLONG', ['CHIEF GROUP AGENT', 'DE WILDE, HOORN AND VAN TRESLONG']],
    ['Regional Sales Manager Ashcombe, Wilmot and Drayfield', ['Regional Sales Manager', 'Ashcombe, Wilmot and Drayfield']],
  ])('%s', (line, want) => expect(splitParts(line)).toEqual(want));
  it('gives the job the title and the partners\' firm', () => {
    const work = readWork(['CHIEF GROUP AGENT DE WILDE, HOORN AND VAN TRESLONG', 'Dec 2023 - Feb 2026 (2 years 3 months)', 'Opstellen van rapportages.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['CHIEF GROUP AGENT', 'DE WILDE, HOORN AND VAN TRESLONG']]);
  });
  it('leaves a title and a town, and a title\'s department', () => {
    expect(splitParts('Regional Sales Manager Ashcombe, Kellbach')).toEqual(['Regional Sales Manager Ashcombe', 'Kellbach']);
    expect(splitParts('Director Sales, Marketing and Logistics')).toEqual(['Director Sales', 'Marketing and Logistics']);
    // A title's own "de" before a word of its field, in mixed case.
    expect(splitParts('Consultor de Turnos, Heredia y Olmedo')).toEqual(['Consultor de Turnos', 'Heredia y Olmedo']);
    expect(splitParts('Jefe de Almacén, Heredia y Olmedo')).toEqual(['Jefe de Almacén', 'Heredia y Olmedo']);
  });
});

describe('a French title and its partners\' firm after a comma, the town on the line below', () => {
  it('ends the title at the comma', () => {
    const work = readWork(['Chargé de clientèle régional, Mercier et Rousselot, 03/2021 – 08/2024', 'Valmont-sur-Orne.', 'Suivi des comptes clients.',
      'Responsable de la paie central, Tessier SCA, 01/2018 – 02/2021', 'Valmont-sur-Orne.', 'Préparation des bulletins.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Chargé de clientèle régional', 'Mercier et Rousselot'],
      ['Responsable de la paie central', 'Tessier SCA']]);
  });
});

describe('two surnames joined by a spaced dash, one with its particle', () => {
  it.each(['Brouwer - van Leest', 'van der Wiel - Hoogkamp', 'ter Borg – Veldkamp'])('%s is a firm\'s name', (name) => expect(isPartnersNames(name)).toBe(true));
  // A dash between two capitalised words parts a title from its town or field as often; a person's name runs longer.
  it.each(['Brouwer - Leest', 'Accountant – Corrowby', 'Accountant – van Leest', 'Anna Brouwer - van Leest'])(
    '%s is none', (name) => expect(isPartnersNames(name)).toBe(false));
  it('is the employer after a title holding a firm\'s word, and over it', () => {
    expect(readWork(['06/2017 – 02/2021', 'Regional Group Planner, Brouwer - van Leest', 'Planning van de productie.'])[0])
      .toMatchObject({ position: 'Regional Group Planner', employer: 'Brouwer - van Leest' });
    expect(readWork(['van der Wiel - Hoogkamp\t2019 – 2021', 'Senior Group Buyer', 'Inkoop van grondstoffen.'])[0])
      .toMatchObject({ position: 'Senior Group Buyer', employer: 'van der Wiel - Hoogkamp' });
  });
});

describe('partners listed after a title on a line of its own, the first with its particle', () => {
  it('is the employer, the title above it', () => {
    const work = readWork(['2020–2023 Senior Group Planner', 'de Vries, Kolk and ter Horst, Elmswijk', 'Planning van de productie.',
      '2017–2020 Stock Planner', 'Pellow Trading Ltd, Elmswijk', 'Voorraadbeheer.']);
    expect(work.map((w) => [w.position, w.employer, w.location])).toEqual([['Senior Group Planner', 'de Vries, Kolk and ter Horst', 'Elmswijk'],
      ['Stock Planner', 'Pellow Trading Ltd', 'Elmswijk']]);
  });
});

describe('partners\' names with a capitalised particle and the name after it in lower case', () => {
  it.each(['Le brun et Morel', 'Da costa e Nogueira', 'Girardot et La marche'])('%s', (name) => expect(isPartnersNames(name)).toBe(true));
  it('is the employer after a title and a dash, no field of the title', () => {
    const work = readWork(['Technicien de maintenance régional — Le brun et Morel, Valmont', '04/2019 – 01/2022', 'Entretien des machines.']);
    expect(work[0]).toMatchObject({ position: 'Technicien de maintenance régional', employer: 'Le brun et Morel', location: 'Valmont' });
  });
});

describe('a firm holding a title\'s word and its town beside the period', () => {
  it('takes the title from the line below', () => {
    const work = readWork(['Harbour Designers Group, Elmsworth\t11/2020 – present', 'Regional Quality Associate', 'Ran supplier reviews across the sites.',
      'Holt and Sons, Elmsworth\t01/2017 – 04/2020', 'Principal Metrics Planner', 'Built monthly reports.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Regional Quality Associate', 'Harbour Designers Group'],
      ['Principal Metrics Planner', 'Holt and Sons']]);
  });
});

describe('a title holding a firm\'s word, no other title in the header', () => {
  it('is the title, the parts after it the employer and its town', () => {
    expect(readWork(['Nov 2017 – Mar 2018', 'Regional Group Officer, Brindlecourt Ropes, Elmbury', 'Led a team of twelve.'])[0])
      .toMatchObject({ position: 'Regional Group Officer', employer: 'Brindlecourt Ropes', location: 'Elmbury' });
    expect(readWork(['Brindlecourt Ropes, Elmbury\tNov 2017 – Mar 2018', 'Regional Group Officer', 'Led a team of twelve.'])[0])
      .toMatchObject({ position: 'Regional Group Officer', employer: 'Brindlecourt Ropes' });
  });
});

describe('a family firm opening on a particle, its town after a comma', () => {
  it('is the employer under the title', () => {
    const work = readWork(['12/2021-heden\tInkoper', 'de Bruin en Zonen, Elmswijk', 'Leiding aan een team van twaalf medewerkers.',
      '01/2017-01/2021\tPlanner', 'Pellow Trading B.V., Elmswijk', 'Invoering van een nieuw systeem.']);
    expect(work.map((w) => [w.position, w.employer, w.location])).toEqual([['Inkoper', 'de Bruin en Zonen', 'Elmswijk'],
      ['Planner', 'Pellow Trading B.V.', 'Elmswijk']]);
  });
  it('Dutch "en" between partners\' names divides nothing', () => {
    expect(splitParts('Jansen en Kolkman')).toEqual(['Jansen en Kolkman']);
  });
});

describe('partners\' names wrapped after their comma, the town on the next line', () => {
  it('are the employer, no piece of the title', () => {
    expect(readWork(['Regional Stock Planner | Brandt, Ostrow und Kellner,', 'Elmstadt (Elmsee)', '05/2021-07/2023', 'Monatliche Berichte.'])[0])
      .toMatchObject({ position: 'Regional Stock Planner', employer: 'Brandt, Ostrow und Kellner' });
  });
});
