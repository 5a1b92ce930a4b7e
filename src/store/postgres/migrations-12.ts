// PostgreSQL migration 12, `bulk-search`: a person's own search words (people.search_own)
// stop being a generated column and become a plain one that the writer may fill in.
//
// Computing the tsvector in PostgreSQL (a regular expression over each folded column, then
// the text search parser) cost a bulk import more CPU than the rest of its COPY: 200,000
// people, 7.1 s of PostgreSQL CPU for the COPY with the generated column against 3.5 s when
// the COPY carries the finished tsvector as text (search-vector.ts makes it in Node, from
// the folded text Node has already made). Every other writer still leaves it to PostgreSQL:
// a BEFORE trigger computes it whenever the row comes without one, and again whenever the
// folded columns it is made from change — what the generated column did, under the same
// conditions. `WHEN` keeps the trigger function from being called at all for a row that
// brings its own value.
//
// DROP EXPRESSION keeps the stored values (no table rewrite); a pg_dump archive now carries
// the column's values, which pg_restore loads before it makes the triggers.
export const bulkSearch = `
CREATE FUNCTION recruit_people_search_vector(search_name text, search_email text, search_city text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT recruit_search_vector(search_name, 'A') || recruit_search_vector(search_email, 'B') || recruit_search_vector(search_city, 'C') $$;

ALTER TABLE people ALTER COLUMN search_own DROP EXPRESSION;
ALTER TABLE people ALTER COLUMN search_own SET NOT NULL;

CREATE FUNCTION recruit_people_search_own() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_own := recruit_people_search_vector(NEW.search_name, NEW.search_email, NEW.search_city);
  RETURN NEW;
END $$;
CREATE TRIGGER people_search_own_insert BEFORE INSERT ON people FOR EACH ROW
  WHEN (NEW.search_own IS NULL) EXECUTE FUNCTION recruit_people_search_own();
CREATE TRIGGER people_search_own_update BEFORE UPDATE ON people FOR EACH ROW
  WHEN (NEW.search_own IS NULL OR OLD.search_name IS DISTINCT FROM NEW.search_name
        OR OLD.search_email IS DISTINCT FROM NEW.search_email OR OLD.search_city IS DISTINCT FROM NEW.search_city)
  EXECUTE FUNCTION recruit_people_search_own();
`;
