// Seeds a benchmark database fast: straight through the SQLite store's insides (dist/), one
// transaction per table, deterministic fictitious data (example.com e-mails only).
// Shared by bench/server and bench/cli. Needs `npm run build` first.
import { openSqliteInternals as openStore } from '../../dist/store/sqlite/sqlite-internals.js';

const FIRST = ['Anna', 'Béla', 'Csilla', 'Dávid', 'Emma', 'Ferenc', 'Gréta', 'Hugo', 'Ilona', 'János'];
const LAST = ['Mintapél', 'Tesztelő', 'Próbás', 'Képzelt', 'Kitalált', 'Muster', 'Beispiel', 'Fiktiv'];
const CITIES = ['Budapest', 'Szeged', 'Debrecen', 'München', 'Wien'];
const NOW = '2026-01-01 09:00:00';

/**
 * @param {string} path SQLite file to create
 * @param {{ people?: number, jobs?: number, projects?: number }} counts
 * @returns {{ people: number[], jobs: number[], projects: number[] }} the ids
 */
export function seedDatabase(path, { people = 0, jobs = 0, projects = 0 } = {}) {
  const store = openStore(path);
  try {
    const ids = { people: [], jobs: [], projects: [] };
    store.transaction(() => {
      for (let i = 0; i < people; i++) {
        ids.people.push(store.people.insert({
          first: FIRST[i % FIRST.length],
          last: `${LAST[i % LAST.length]}${i}`,
          email: `person${i}@example.com`,
          city: CITIES[i % CITIES.length],
          country: 348,
          category: [1 + (i % 5)],
          phone_mobile: `+36 30 123 ${String(i % 10000).padStart(4, '0')}`,
          birth_date: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
          sex: i % 2 ? 'F' : 'M',
          experience: String(i % 20),
        }, NOW));
      }
      for (let i = 0; i < jobs; i++) {
        ids.jobs.push(store.jobs.insert({
          position_data_id: 1000 + i,
          title: `Benchmark position ${i}: software engineer`,
          marked: i % 10 === 0 ? 'Y' : 'N',
          date_from: '2026-01-01',
          date_till: null,
          reference_number: `REF-${i}`,
          category: [1 + (i % 5)],
          language: [1],
          regio: [],
          experience: i % 6,
          preparation: 6,
          default_alias_str: `job-${i}`,
          position_data: {
            description: 'Build and run the services of a growing team. '.repeat(4),
            requirements: 'TypeScript, SQL, a taste for small tools.',
            location: CITIES[i % CITIES.length],
            employment_type: 'full-time',
            salary_min: 3000,
            salary_max: 5000,
            currency: 'EUR',
          },
          status: i % 20 === 19 ? 'closed' : 'open',
          channels: ['api_web'],
        }, NOW));
      }
      for (let i = 0; i < projects; i++) {
        ids.projects.push(store.projects.insert({
          title: `Benchmark project ${i}`,
          date_from: '2026-01-01',
          date_till: null,
          category: [1],
          language: [1],
          jobs: ids.jobs.slice(i * 3, i * 3 + 3),
        }, NOW));
      }
    });
    return ids;
  } finally {
    store.close();
  }
}
