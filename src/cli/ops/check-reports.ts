// Check results in the formats CI systems read: JUnit XML (one testcase per check, a
// failure with its message, a skipped element for a skip) and TAP version 13.
import type { CheckOutcome } from './checks.js';

function xml(text: string): string {
  // Characters XML 1.0 does not allow at all are dropped; the five special ones escaped.
  return text.replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function toJunit(suite: string, outcomes: readonly CheckOutcome[], timestamp: Date): string {
  const failures = outcomes.filter((o) => o.status === 'fail').length;
  const skipped = outcomes.filter((o) => o.status === 'skip').length;
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  const total = outcomes.reduce((sum, o) => sum + o.ms, 0);
  const cases = outcomes.map((o) => {
    const open = `    <testcase classname="${xml(suite)}" name="${xml(o.name)}" time="${seconds(o.ms)}"`;
    if (o.status === 'pass') return `${open}/>`;
    if (o.status === 'skip') return `${open}>\n      <skipped message="${xml(o.detail)}"/>\n    </testcase>`;
    const body = o.fix ? `${o.detail}\nfix: ${o.fix}` : o.detail;
    return `${open}>\n      <failure message="${xml(o.detail)}" type="check">${xml(body)}</failure>\n    </testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xml(suite)}" tests="${outcomes.length}" failures="${failures}" skipped="${skipped}" errors="0" `
      + `time="${seconds(total)}">`,
    `  <testsuite name="${xml(suite)}" tests="${outcomes.length}" failures="${failures}" skipped="${skipped}" errors="0" `
      + `time="${seconds(total)}" timestamp="${timestamp.toISOString().slice(0, 19)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

export function toTap(outcomes: readonly CheckOutcome[]): string {
  const lines = ['TAP version 13', `1..${outcomes.length}`];
  outcomes.forEach((o, i) => {
    // A "#" in a description would start a directive.
    const name = o.name.replace(/#/g, '');
    if (o.status === 'skip') {
      lines.push(`ok ${i + 1} - ${name} # SKIP ${o.detail.replace(/\n/g, ' ')}`);
    } else if (o.status === 'pass') {
      lines.push(`ok ${i + 1} - ${name}`);
    } else {
      lines.push(`not ok ${i + 1} - ${name}`, '  ---', `  message: ${JSON.stringify(o.detail)}`);
      if (o.fix) lines.push(`  fix: ${JSON.stringify(o.fix)}`);
      lines.push(`  duration_ms: ${o.ms}`, '  ...');
    }
  });
  return `${lines.join('\n')}\n`;
}
