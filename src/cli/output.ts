// Renders command results. --json prints only JSON on stdout (DESIGN.md §4); messages
// for people go to stdout in table mode only; diagnostics go to stderr.
import type { Writable } from 'node:stream';
import type { Config, OutputFormat } from './config.js';
import type { CommandResult, Row } from './result.js';

export interface OutputStreams {
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
}

const MAX_CELL = 60;

export class Output {
  constructor(
    private readonly streams: OutputStreams,
    private readonly config: Pick<Config, 'format' | 'color' | 'quiet'>,
  ) {}

  get format(): OutputFormat {
    return this.config.format;
  }

  get stdout(): Writable {
    return this.streams.stdout;
  }

  /** The diagnostics stream, for progress displays that draw on it (only on a TTY). */
  get stderr(): OutputStreams['stderr'] {
    return this.streams.stderr;
  }

  /** A note for people (progress, "token printed once"): stderr, silenced by --quiet. */
  note(text: string): void {
    if (!this.config.quiet) this.streams.stderr.write(`${text}\n`);
  }

  warn(text: string): void {
    this.streams.stderr.write(`warning: ${text}\n`);
  }

  async render(result: CommandResult): Promise<void> {
    if (result.kind === 'none') return;
    const text = await this.format_(result);
    if (text !== '') this.streams.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  private async format_(result: Exclude<CommandResult, { kind: 'none' }>): Promise<string> {
    const rows = result.kind === 'list' ? result.data : Array.isArray(result.data) ? result.data : [result.data];
    switch (this.config.format) {
      case 'json':
        return JSON.stringify(result.data, null, 2);
      case 'ndjson':
        return rows.map((row) => JSON.stringify(row)).join('\n');
      case 'csv':
        return (await import('./csv-output.js')).toCsv(rows, result.kind === 'list' ? result.columns : undefined);
      case 'table':
        return this.human(result);
    }
  }

  private async human(result: Exclude<CommandResult, { kind: 'none' }>): Promise<string> {
    switch (result.kind) {
      case 'message':
        return this.config.quiet ? (result.quiet ?? '') : result.message;
      case 'value':
        return result.text;
      case 'details': {
        const { renderKeyValues } = await import('./key-values.js');
        return renderKeyValues(result.pairs, this.config.color ? await boldFunction() : undefined);
      }
      case 'list': {
        const footer = result.footer && !this.config.quiet ? `\n${result.footer}` : '';
        if (result.data.length === 0) return `${result.empty ?? '(none)'}${footer}`;
        const table = (await import('./table-output.js')).toTable(result.data, {
          columns: result.columns, vertical: false, color: this.config.color, maxCell: MAX_CELL,
        });
        return `${table}${footer}`;
      }
      case 'record':
        return (await import('./table-output.js')).toTable([result.data], {
          columns: undefined, vertical: true, color: this.config.color, maxCell: MAX_CELL,
        });
    }
  }
}

async function boldFunction(): Promise<(text: string) => string> {
  const { Chalk } = await import('chalk');
  const chalk = new Chalk({ level: 1 });
  return (text) => chalk.bold(text);
}

/** Table/CSV cell text: arrays as "3,7", objects as JSON, null as empty. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function columnsOf(rows: Row[], columns?: string[]): string[] {
  if (columns) return columns;
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}
