// A phone number a narrow column wrapped: its last digit group alone on the line below ("601 234" ↵ "567", moderncv's
// side column "+49 (0)30 9876" ↵ "5432"). Pure: the number's segment and the line below in, the segment with the group
// put back out (or undefined). A postcode or a year under a whole number stays apart: only a number too short to be
// whole takes the line below.
import { createRequire } from 'node:module';
import type { parsePhoneNumberFromString as ParsePhone } from 'libphonenumber-js';

const { parsePhoneNumberFromString } = createRequire(import.meta.url)('libphonenumber-js') as { parsePhoneNumberFromString: typeof ParsePhone };

// A number's digits at the end of the segment, and a line of one short digit group.
const NUMBER_AT_END = /(?:^|[\s(+])\d[\d ().-]{4,}\d$/;
const GROUP_ALONE = /^\d{2,4}$/;
// "+49 (0)30 9876": the country's code, and the trunk prefix in brackets some print after it.
const COUNTRY_CODE = /^\+\s?(\d{1,3})[\s.-]*(?:\(0\)\s*)?/;

/**
 * `segment` with the line below's digit group after it, where the segment ends in a number of at most eight digits of its
 * own (a national number: "601 234"; an international one counted after its +CC and "(0)": "+49 (0)30 9876" has six).
 * With a +CC the two must read as a valid number too, the number's country known.
 */
export function withWrappedGroup(segment: string, below: string): string | undefined {
  const group = below.trim();
  if (!GROUP_ALONE.test(group) || !NUMBER_AT_END.test(segment)) return undefined;
  const run = segment.match(/(?:\+\s?)?\(?\d[\d ().-]*$/u)?.[0] ?? '';
  const code = COUNTRY_CODE.exec(run);
  const own = (code ? run.slice(code[0].length) : run).replace(/\D/g, '');
  if (own.length > 8) return undefined;
  const joined = `${segment} ${group}`;
  if (!code) return joined;
  const read = parsePhoneNumberFromString(`${run} ${group}`.replace('(0)', ''));
  return read?.isValid() ? joined : undefined;
}
