// Certificates and courses printed as a CV prints its jobs: the date on a line of its own under the entry, or the
// provider before the course as an employer before a title. Invented courses and providers.
import { describe, it, expect } from 'vitest';
import { readCertificates } from '../../../src/parser/sections/certificates.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

describe('certificates printed as entries', () => {
  it('a date on the line under an entry is its date', () => {
    expect(readCertificates(['Curso de análise de dados, Exemplo Online', '2021', 'Kurs zarządzania projektami, Przykładowa Akademia', '03/2019 – 05/2019']))
      .toEqual([
        { name: 'Curso de análise de dados', issuer: 'Exemplo Online', date: '2021' },
        { name: 'Kurs zarządzania projektami', issuer: 'Przykładowa Akademia', date: '2019-05' },
      ]);
  });

  it('a date already on the entry keeps the next date line apart', () => {
    expect(readCertificates(['Example Certified Associate, Example Academy, 2020', '2022']).map((c) => c.date)).toEqual(['2020']);
  });

  it('the provider before the course: the part that names a course or a certificate is the name', () => {
    expect(readCertificates(['Fernhill Quality Institute, Quality Auditor Certificate, 2023', 'Exemplo Academia, Curso de gestão, 2024']))
      .toEqual([
        { name: 'Quality Auditor Certificate', issuer: 'Fernhill Quality Institute', date: '2023' },
        { name: 'Curso de gestão', issuer: 'Exemplo Academia', date: '2024' },
      ]);
  });

  it('hostile lines stay linear', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters or digits, 50,000 dots or spaces.
    expectLinearTime((scale) => readCertificates(['a'.repeat(5_000 * scale), '2021', '.'.repeat(12_500 * scale), ' '.repeat(12_500 * scale),
      `${'1'.repeat(5_000 * scale)}`, '2020']));
  });
});
