// The command tree. Command modules only declare options and help; each loads the heavy
// modules it needs inside its action, so `recruit --version` and `--help` stay fast.
import { createRequire } from 'node:module';
import { Command, Option } from 'commander';
import { OUTPUT_FORMATS } from './config.js';
import { registerPersonCommands } from './commands/person.js';
import { registerJobCommands } from './commands/job.js';
import { registerProjectCommands } from './commands/project.js';
import { registerCodesCommand } from './commands/codes.js';
import { registerAuditCommands } from './commands/audit.js';
import { registerDbCommands } from './commands/db.js';
import { registerTokenCommands } from './commands/token.js';
import { registerServeCommand } from './commands/serve.js';
import { registerParserCommands } from './commands/parser.js';

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

export function buildProgram(): Command {
  const program = new Command('recruit')
    .description('Manage candidates, applications, job ads and projects, and parse résumés —\non a local SQLite file, or on any server of the recruit API with --remote.')
    .version(version, '-V, --version')
    .option('--db <path>', 'SQLite database file (env RECRUIT_DB; default in your data dir)')
    .option('--remote <url>', 'talk to a recruit server instead of the local file (env RECRUIT_REMOTE)')
    .option('--token <token>', 'API token for --remote (env RECRUIT_TOKEN)')
    .option('--json', 'print only JSON: the data the API would return')
    .addOption(new Option('--format <format>', 'output format (env RECRUIT_FORMAT); parser parse also takes jsonresume').choices([...OUTPUT_FORMATS, 'jsonresume']))
    .option('--no-color', 'no colours (also NO_COLOR)')
    .option('-q, --quiet', 'print only results, no notes or progress')
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--no-input', 'never prompt (implied without a TTY or with CI set)')
    .option('--verbose', 'show stack traces of errors')
    .option('--config <path>', 'config file (env RECRUIT_CONFIG; default in your config dir)')
    .showSuggestionAfterError()
    .configureHelp({ sortSubcommands: false, showGlobalOptions: true })
    .exitOverride()
    .addHelpText(
      'after',
      `
Exit codes: 0 ok · 1 failure · 2 usage or validation · 3 not found · 4 conflict ·
            5 auth · 6 remote unreachable or 5xx · 7 rate limited

Examples:
  $ recruit person import data/sample/people.csv
  $ recruit job list
  $ recruit person get 12 --json
  $ recruit --remote http://127.0.0.1:8080 --token $TOKEN job list --full
  $ recruit serve --port 8080`,
    );

  registerPersonCommands(program);
  registerJobCommands(program);
  registerProjectCommands(program);
  registerParserCommands(program);
  registerServeCommand(program);
  registerTokenCommands(program);
  registerAuditCommands(program);
  registerDbCommands(program);
  registerCodesCommand(program);

  // Sub-commands inherit exitOverride so usage errors reach main's one error path.
  const inherit = (command: Command) => {
    for (const sub of command.commands) {
      sub.exitOverride();
      sub.showSuggestionAfterError();
      inherit(sub);
    }
  };
  inherit(program);
  return program;
}
