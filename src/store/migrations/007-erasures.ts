// Migration 7 (issue 12 §5): the receipts of erasures. A receipt holds no person data
// (the id, when, why, who, counts and a hash of the erased record), so it outlives the
// person: asking for an erased id again says when it was erased, and a retried DELETE
// whose first answer was lost can tell the caller its receipt exists.
export const sql = `
CREATE TABLE erasures (
  person_id  INTEGER PRIMARY KEY,
  erased_at  TEXT NOT NULL,
  receipt    TEXT NOT NULL
);
`;
