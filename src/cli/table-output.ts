// Tables with cli-table3. Its header/border colours are turned off unless colour is on
// (it colours even when chalk is at level 0 — PLATFORM.md §9).
import Table from 'cli-table3';
import { Chalk } from 'chalk';
import type { Row } from './result.js';
import { cellText, columnsOf } from './output.js';

export interface TableOptions {
  columns: string[] | undefined;
  vertical: boolean;
  color: boolean;
  maxCell: number;
}

function clip(text: string, max: number): string {
  const oneLine = text.replace(/\s*\n\s*/g, ' ');
  return visible(oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine);
}

/** Data never drives the terminal (ESC sequences in titles): control characters print as \xNN. */
function visible(text: string): string {
  return text.replace(/[\u0000-\u001F\u007F-\u009F]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

export function toTable(rows: Row[], options: TableOptions): string {
  const chalk = new Chalk({ level: options.color ? 1 : 0 });
  const style = { head: [] as string[], border: [] as string[], compact: true };
  if (options.vertical && rows.length === 1) {
    const table = new Table({ style });
    for (const [key, value] of Object.entries(rows[0] ?? {})) {
      table.push({ [chalk.bold(key)]: clip(cellText(value), options.maxCell * 2) });
    }
    return table.toString();
  }
  const columns = columnsOf(rows, options.columns);
  const table = new Table({ head: columns.map((c) => chalk.bold(c)), style });
  for (const row of rows) table.push(columns.map((c) => clip(cellText(row[c]), options.maxCell)));
  return table.toString();
}
