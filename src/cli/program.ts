// The command tree. Command modules only declare options and help; each loads the heavy
// modules it needs inside its action, so `recruit --version` and `--help` stay fast.
import { createRequire } from 'node:module';
import { Command, Option } from './commander.js';
import { OUTPUT_FORMATS } from './config.js';
import { CSV_FORMULA_HELP } from '../domain/csv-formula.js';
import { attachHost, processHost, type CliHost } from './host.js';
import { addVersionOption } from './commands/version.js';

type Register = (program: Command) => void;

/**
 * The command groups in help order, each loaded only when needed: a run names one group, so
 * only that group's modules load (`recruit job list` within 2.5× `node -e 0`; all
 * groups together were ~35 modules). Help, and an unknown or missing group, load them all.
 */
const GROUPS: [string, () => Promise<Register>][] = [
  ['person', async () => (await import('./commands/person.js')).registerPersonCommands],
  ['job', async () => (await import('./commands/job.js')).registerJobCommands],
  ['project', async () => (await import('./commands/project.js')).registerProjectCommands],
  ['application', async () => (await import('./commands/application.js')).registerApplicationCommands],
  ['parser', async () => (await import('./commands/parser.js')).registerParserCommands],
  ['serve', async () => (await import('./commands/serve.js')).registerServeCommand],
  ['token', async () => (await import('./commands/token.js')).registerTokenCommands],
  ['audit', async () => (await import('./commands/audit.js')).registerAuditCommands],
  ['db', async () => (await import('./commands/db.js')).registerDbCommands],
  ['codes', async () => (await import('./commands/codes.js')).registerCodesCommand],
  ['completion', async () => {
    const { registerCompletionCommands } = await import('./commands/completion.js');
    return (program) => registerCompletionCommands(program, () => buildProgram(['node', 'recruit', '--help']));
  }],
  ['doctor', async () => (await import('./commands/doctor.js')).registerDoctorCommand],
  ['smoke', async () => (await import('./commands/smoke.js')).registerSmokeCommand],
  ['events', async () => (await import('./commands/events.js')).registerEventsCommands],
  ['webhook', async () => (await import('./commands/webhook.js')).registerWebhookCommands],
];

/** Global options that take a value (their value is not the command name). */
const VALUE_OPTIONS = new Set(['--db', '--remote', '--token', '--format', '--config']);

/** The first operand of argv (after node and the script): the command group, if any. */
export function commandGroupOf(argv: string[]): string | undefined {
  const args = argv.slice(2);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') return args[i + 1];
    if (VALUE_OPTIONS.has(arg)) i++;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
}

const GLOBAL_OPTIONS_NOTE = '\nGlobal options (--db, --remote, --token, --json, --format, -q, -y, …) go before or after the command; ' +
  '`recruit --help` lists them.' +
  `\n${CSV_FORMULA_HELP}`;

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

/**
 * The program for one command line. `host` is where its commands read env and stdin and
 * write their output (the process unless a test passes captured streams).
 */
export async function buildProgram(argv: string[] = process.argv, host: CliHost = processHost()): Promise<Command> {
  const program = new Command('recruit')
    .description('Manage candidates, applications, job ads and projects, and parse résumés —\n' +
      'on a local SQLite file, or on any server of the recruit API with --remote.');
  addVersionOption(program, version, argv);
  program
    .option('--db <path>', 'SQLite database file (env RECRUIT_DB; default in your data dir)')
    .option('--remote <url>', 'talk to a recruit server instead of the local file (env RECRUIT_REMOTE)')
    .option('--token <token>', 'API token for --remote (env RECRUIT_TOKEN)')
    .option('--json', 'print only JSON: the data the API would return')
    .addOption(new Option('--format <format>', 'output format (env RECRUIT_FORMAT); parser parse also takes jsonresume; ' +
      'csv puts a \' before cells a spreadsheet would run as formulas (= + - @)').choices([...OUTPUT_FORMATS, 'jsonresume']))
    .option('--no-color', 'no colours (also NO_COLOR)')
    .option('-q, --quiet', 'print only results (create: only the new id), no notes or progress')
    .option('-y, --yes', 'do not ask for confirmation')
    .option('--no-input', 'never prompt (implied without a TTY or with CI set)')
    .option('--verbose', 'show stack traces of errors')
    .option('--wait', "with --remote, wait out the server's rate limit (429) and retry, saying so on stderr; "
      + 'otherwise exit 7 at once (env RECRUIT_WAIT=1; import and multi-file parse always wait)')
    .option('--config <path>', 'config file, which must exist when named (env RECRUIT_CONFIG; /dev/null for none; default in your config dir)')
    .showSuggestionAfterError()
    // The global options are listed once, here, not in every sub-command's help.
    .configureHelp({ sortSubcommands: false, showGlobalOptions: false })
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

  attachHost(program, host);
  // Set before the commands are added, so each inherits it (commander copies it on .command()).
  if (host.capturesCommanderOutput) {
    program.configureOutput({ writeOut: (text) => host.stdout.write(text), writeErr: (text) => host.stderr.write(text) });
  }

  const group = commandGroupOf(argv);
  const wanted = GROUPS.filter(([name]) => name === group);
  const asksHelp = argv.includes('--help') || argv.includes('-h');
  const onlyVersion = group === undefined && !asksHelp && (argv.includes('--version') || argv.includes('-V'));
  const groups = onlyVersion ? [] : wanted.length > 0 && !asksHelp ? wanted : GROUPS;
  const registers = await Promise.all(groups.map(([, load]) => load()));
  for (const register of registers) register(program);

  // Sub-commands inherit exitOverride so usage errors reach main's one error path, and
  // point at the one list of global options.
  const inherit = (command: Command) => {
    for (const sub of command.commands) {
      sub.exitOverride();
      sub.showSuggestionAfterError();
      sub.addHelpText('after', GLOBAL_OPTIONS_NOTE);
      inherit(sub);
    }
  };
  inherit(program);
  return program;
}
