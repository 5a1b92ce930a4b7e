// A bundle of ASCII only, for the parse and face threads (scripts/bundle-threads.mjs).
//
// esbuild escapes non-ASCII characters in strings and templates, not in regular expression
// literals, and the parser's patterns hold many (name letters, bullets, accented words). One
// such character makes Node decode the whole 3.5 MB bundle as UTF-8 into a two-byte string:
// ~10 ms of every cold parse thread, before V8 even reads its code cache. An ASCII bundle is
// read as Latin-1 instead (src/parser/bundle-loader.cts), in under a millisecond.

/**
 * Every non-ASCII UTF-16 code unit of `code` as a \uXXXX escape, which denotes the same code
 * unit in a regular expression literal, with or without the u flag (a surrogate pair written
 * as two escapes is one code point under u), inside and outside character classes and
 * ranges. A character escaped by a backslash (`\•`, an identity escape, non-u only) loses
 * that backslash: `\u2022` is already an escape. Meant for esbuild's output, where strings,
 * templates and identifiers are escaped already and comments are gone.
 */
export function escapeNonAscii(code) {
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, backslashes, unit) => {
    const kept = backslashes.length % 2 === 1 ? backslashes.slice(1) : backslashes;
    return `${kept}\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
