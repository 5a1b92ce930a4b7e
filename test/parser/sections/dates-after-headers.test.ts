// A job whose template left out its start, printed with its one date where the section's other periods stand, after the
// same separator as theirs ("Firm / Mar 2021" among "Firm / Jan 2019 – Feb 2021"); below a newer closed job the date is
// the older job's end (lone-ends.ts). All firms, titles and duties are invented.
import { describe, expect, it } from 'vitest';
import { readWork } from '../../../src/parser/sections/work.js';
import { withDatesAfterHeaders } from '../../../src/parser/sections/dates-after-headers.js';
import { findPeriod } from '../../../src/parser/sections/periods.js';

const jobs = (lines: string[]) => readWork(lines).map((j) => [j.position, j.employer, j.start, j.end]);

describe('a lone date after a header, where the other periods stand', () => {
  it('anchors the job its template printed without a start (slash)', () => {
    expect(jobs([
      'Jefe de almacén', 'Brezal Distribución S.L. / Nov 2020 – Feb 2023', 'Organicé el inventario mensual del almacén.',
      'Contable', 'Olmedilla Asesores S.L. / Mar 2019', 'Preparé las cuentas trimestrales de la empresa.',
    ])).toEqual([
      ['Jefe de almacén', 'Brezal Distribución S.L.', '2020-11', '2023-02'],
      ['Contable', 'Olmedilla Asesores S.L.', '', '2019-03'],
    ]);
  });

  it('after a bar too, in another language', () => {
    expect(jobs([
      'Lagerleiter', 'Kranichfeld Spedition GmbH | 03/2021 – 08/2024', 'Leitete ein Team von neun Personen im Lager.',
      'Buchhalterin', 'Wiesbrunn Handel GmbH | 06/2019', 'Erstellte die monatlichen Abschlüsse für die Geschäftsführung.',
    ])).toEqual([
      ['Lagerleiter', 'Kranichfeld Spedition GmbH', '2021-03', '2024-08'],
      ['Buchhalterin', 'Wiesbrunn Handel GmbH', '', '2019-06'],
    ]);
  });

  it('not where no other period stands after that separator', () => {
    const lines = ['Example Award for Young Bakers, June 2019', 'Warehouse Supervisor', 'Harrowgate Freight Ltd / Jan 2019 – Feb 2021'];
    const anchors = withDatesAfterHeaders(lines, lines.map((l) => findPeriod(l)));
    expect(anchors[0]).toBeUndefined();
    expect(anchors[2]).toBeDefined();
  });
});
