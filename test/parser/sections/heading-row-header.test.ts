// A work heading in a table's first cell beside the first job's whole header ("Title | Firm"), its period on the next line:
// the row opens the work section though the header runs long and the vocabulary knows only one of its pieces. All invented.
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../../src/parser/sections/split.js';

const cv = (row: string): string[] => ['Ellis Brandt', 'ellis.brandt@example.org', `Work Experience\t${row}`, '04/2023-11/2024',
  'Led a team of twelve and cut picking errors by a third.', 'Rota Coordinator | Hollins and Veer', '11/2020-10/2023', 'Ran supplier reviews.'];

describe('a work heading cell beside a header of title and firm', () => {
  it.each([
    'Regional Fulfilment Orchestrator | Pellow, Ashcombe and Drayfield',
    'Fulfilment Orchestrator | Pellow Trading Ltd',
    'Pellow Trading Ltd | Fulfilment Orchestrator',
  ])('%s opens the work section', (row) => {
    const work = splitSections(cv(row)).find((s) => s.kind === 'work');
    expect(work?.lines[0]).toBe(row);
  });
  it('a header the vocabulary does not know opens the work section where its period ends the row', () => {
    const row = 'Quillmore y Asensi, Oficial de Rutas Norte\t2023-10-01 — Present';
    const sections = splitSections(['Ellis Brandt', 'ellis.brandt@example.org', `EXPERIENCE\t${row}`, 'Ran supplier reviews.',
      'Hollins y Veer S.L., Coordinador de Turnos\t2020-05-01 — 2023-04-01']);
    expect(sections.find((s) => s.kind === 'work')?.lines[0]).toBe(row);
    const particle = 'van Aalst en Zonen, Hoofd Planning\t2023-10-01 — 2026-02-01';
    expect(splitSections(['Ellis Brandt', `EXPERIENCE\t${particle}`, 'Ran supplier reviews.']).find((s) => s.kind === 'work')?.lines[0])
      .toBe(particle);
    // A period inside the row's text is no period cell.
    const aside = splitSections(['Ellis Brandt', 'Experience\tQuillmore y Asensi, Oficial de Rutas Norte since 2023', 'Skills', 'Excel']);
    expect(aside.find((s) => s.kind === 'work')).toBeUndefined();
  });
  it('a header "Title at Partners" opens the work section, the title unknown to the lists', () => {
    const row = 'Oficial de Rutas Norte at Quillmore y Asensi';
    const sections = splitSections(['Ellis Brandt', `WORK EXPERIENCE\t${row}`, '2023-10-01\tRan supplier reviews.', 'TO PRESENT']);
    expect(sections.find((s) => s.kind === 'work')?.lines[0]).toBe(row);
  });
  it('a header whose firm lists partners and its town opens the work section where its period follows below', () => {
    const row = 'Orquestador de Rutas Norte | Quillmore, Asensi y Vidaurre Asociados, La Coruña';
    const sections = splitSections(['Ellis Brandt', `Experiencia laboral\t${row}`, '06/2022-08/2026', 'Elaboración de informes mensuales.']);
    expect(sections.find((s) => s.kind === 'work')?.lines[0]).toBe(row);
  });
  it('a heading beside a sentence opens none', () => {
    const sections = splitSections(['Ellis Brandt', 'Experience\tI have managed many teams across several sites and regions in the north', 'Skills', 'Excel']);
    expect(sections.find((s) => s.kind === 'work')).toBeUndefined();
  });
});
