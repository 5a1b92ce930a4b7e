// The audit log is written on every person read (DESIGN.md §3), the server's hottest write.
// Its person_id index took rows in random order: each group commit dirtied about one index
// page per row and the WAL grew by a page per read, which cost the server a third of its
// person-read CPU (a CPU profile showed it). What is left is append-only: the rowid and `at`, both
// growing with time. `recruit audit list --person ID` now walks the log backwards from the
// newest row — an occasional admin query, a full scan only for a person seldom read.
export const sql = `
DROP INDEX IF EXISTS audit_person;
`;
