// PostgreSQL migration 16, `country-city-index`: the country filter's index and the city
// filter's index of people become one btree over (country, city_key). A bulk import builds
// every secondary index of people again at its end, and each build reads the whole table
// once before it sorts its keys; the country index cost an import of 1,000,000 people about
// 0.6 s of PostgreSQL's CPU, mostly that read (docs/decisions/0011-country-city-index.md).
//
// The one index serves both filters: `country = $1` reads its leading column; `city_key =
// ANY(…)` reads its second column with a skip scan (PostgreSQL 18), one descent per country
// present, of which there are a few hundred at most. Its condition keeps the people who have
// neither out, and each filter's own condition implies it, so the planner may use it for both.
//
// An import killed half-way may have listed the two old indexes to re-create: they are gone
// for good, and the new one is made here over what that import left.
export const countryCityIndex = `
DROP INDEX IF EXISTS people_country;
DROP INDEX IF EXISTS people_city_key;
CREATE INDEX IF NOT EXISTS people_country_city ON people (country, city_key) WHERE country IS NOT NULL OR city <> '';
DO $do$ BEGIN
  IF to_regclass('recruit_deferred_indexes') IS NOT NULL THEN
    DELETE FROM recruit_deferred_indexes WHERE name IN ('people_country', 'people_city_key');
  END IF;
END $do$;
`;
