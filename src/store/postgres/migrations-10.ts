// PostgreSQL migration 10, as SQLite's (src/store/migrations/010-privacy-scope.ts): the
// `privacy` token scope. PostgreSQL changes the CHECK in place (the column's constraint has
// the generated name tokens_scope_check); the statement trigger bumps the tokens version.
export const privacyScope = `
ALTER TABLE tokens DROP CONSTRAINT tokens_scope_check;
ALTER TABLE tokens ADD CONSTRAINT tokens_scope_check CHECK (scope IN ('read', 'write', 'privacy'));
UPDATE change_versions SET version = version + 1 WHERE name = 'tokens';
`;
