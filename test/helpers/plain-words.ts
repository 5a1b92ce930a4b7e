// What no validation message may contain, and bad values of every type
// to provoke them (shared by test/domain/field-messages and test/cli/validation-messages).

/** Words and shapes no user should read: the schema library's phrases and regular expressions. */
export const TECHNICAL = /union|expected|\^|\\[dswDSW]|\[[a-z0-9]-[a-z0-9]|\{\d*,\d*\}|\$'|'\$|\$$/i;

/** Bad values of every type: each field rejects at least some of them. */
export const BAD_VALUES: unknown[] = [
  12345, -1, 1.5, true, 'Q?', '31.12.1985', '12/31/1985', 'x'.repeat(30_000), ['x'], [1, 1], [-3], { a: 1 }, 'abc', 'eur', 'A b',
];
