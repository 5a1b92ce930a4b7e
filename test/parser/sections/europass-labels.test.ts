// The old Europass form's job rows (the 2004 template, LaTeX's europecv): long labels of its own in every language, some
// wrapped in their narrow cell with their last words on the line below. All people, firms and values are invented.
import { describe, expect, it } from 'vitest';
import { labelRows } from '../../../src/parser/sections/entry-labels.js';
import { readWork } from '../../../src/parser/sections/work.js';

// One job as the form prints it, its labels as given (a label's wrapped words on the next line).
const job = (labels: readonly (string | string[])[], values: readonly string[]): string[] => labels.flatMap((l, k) =>
  (typeof l === 'string' ? [`${l}\t${values[k]!}`] : [`${l[0]!}\t${values[k]!}`, ...l.slice(1)]));

const FORMS = [
  { lang: 'en', labels: ['Dates', 'Occupation or position held', ['Main activities and', 'responsibilities'], 'Name and address of employer'],
    jobs: [['03/2021 – 05/2024', 'Print Setter', 'Set type for the weekly paper.', 'Quillmark Studio Ltd, Dunmere'],
      ['01/2017 – 02/2021', 'Loom Supervisor', 'Ran two looms on the night shift.', 'Harrowgate Mills Ltd, Elmbury']] },
  { lang: 'de', labels: ['Zeitraum', 'Beruf oder Funktion', ['Wichtigste Tätigkeiten und', 'Zuständigkeiten'], ['Name und Adresse des', 'Arbeitgebers']],
    jobs: [['06/2021 – 11/2025', 'Buchhalterin', 'Monatsabschlüsse für drei Standorte.', 'Fernwald Kellerei GmbH, Trier'],
      ['05/2017 – 02/2021', 'Lagerleiter', 'Leitung eines Teams mit acht Personen.', 'Grobeck Handel GmbH, Kassel']] },
  { lang: 'it', labels: ['Date', 'Lavoro o posizione ricoperti', ['Principali attività e', 'responsabilità'], ['Nome e indirizzo del datore', 'di lavoro']],
    jobs: [['2019 – 2023', 'Contabile', 'Chiusure mensili e bilanci.', 'Ferlini Arredi S.r.l., Cremona'],
      ['2015 – 2019', 'Addetta alle vendite', 'Gestione dei clienti del nord.', 'Vallombra Tessuti S.p.A., Biella']] },
];

describe('the old Europass form\'s job rows', () => {
  it.each(FORMS)('name each job\'s title and employer ($lang)', ({ labels, jobs }) => {
    const work = readWork(jobs.flatMap((values) => job(labels, values)));
    expect(work.map((w) => [w.position, w.employer])).toEqual(jobs.map((values) => [values[1], values[3]!.split(',')[0]]));
    expect(work.map((w) => w.start.slice(0, 4))).toEqual(jobs.map((values) => /(?:19|20)\d\d/u.exec(values[0]!)![0]));
  });

  it('keep the employer row under a job\'s duties of a whole sentence with that job, not the next', () => {
    const long = ['Led a crew of nine and halved the time spent on each print run.', 'Kept both looms running through two winters of repairs.'];
    const jobs = [['Mar 2024 – Aug 2026', 'Print Setter', long[0]!, 'Quillmark Studio Ltd, Dunmere'],
      ['Nov 2023 – Sep 2024', 'Loom Supervisor', long[1]!, 'Harrowgate Mills Ltd, Elmbury']];
    const work = readWork(jobs.flatMap((values) => job(FORMS[0]!.labels, values)));
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Print Setter', 'Quillmark Studio Ltd'], ['Loom Supervisor', 'Harrowgate Mills Ltd']]);
  });

  it('write a wrapped label whole before its value, and leave a value\'s wrapped line alone', () => {
    expect(labelRows(['Name und Adresse des\tFernwald Kellerei GmbH', 'Arbeitgebers', 'Beruf oder Funktion\tBuchhalterin']))
      .toEqual(['Name und Adresse des Arbeitgebers: Fernwald Kellerei GmbH', 'Beruf oder Funktion: Buchhalterin']);
    // The line under a value is the value's own (a job title going on) when the label above is whole already.
    expect(labelRows(['Position\tHead of Print', 'and Bindery', 'Employer\tQuillmark Studio Ltd']))
      .toEqual(['Position: Head of Print', 'and Bindery', 'Employer: Quillmark Studio Ltd']);
    // Words that make no label with the cell above stay a line of their own.
    expect(labelRows(['Main activities and\tSet type for the paper', 'Weekly Paper Ltd'])).toEqual(['Main activities and\tSet type for the paper', 'Weekly Paper Ltd']);
  });
});
