// LinkedIn's export ("Save to PDF") lists a profile's links each with its kind in brackets after it: "www.linkedin.com/in/
// ana-ruiz-4a1b2c3d (LinkedIn)", "example.org (Portfolio)". The link wraps in the export's narrow column, so the tail of a
// profile URL (its id of digits and letters) stands alone before "(LinkedIn)": a run of its digits is no phone. Token
// lookups, no pattern.

// The kinds the export and CVs copied from it name, folded.
const SITE_KINDS = new Set(['linkedin', 'portfolio', 'company', 'personal', 'blog', 'other', 'github', 'xing', 'website', 'rss feed']);
/** Characters of a link's tail that may stand between the digits and the bracket ("4a1b2c3d" glued, "-4a1b"). */
const MAX_TAIL = 16;

/** True when what follows a run of digits is the rest of a link's word and a site's kind in brackets ("e (LinkedIn)"). */
export function endsWithSiteKind(after: string): boolean {
  const text = after.trim();
  const open = text.indexOf('(');
  const close = text.indexOf(')', open + 1);
  if (open < 0 || close < 0 || open > MAX_TAIL) return false;
  const tail = text.slice(0, open).trim();
  if (tail.includes(' ') || text.slice(close + 1).trim() !== '') return false;
  return SITE_KINDS.has(text.slice(open + 1, close).trim().toLowerCase());
}
