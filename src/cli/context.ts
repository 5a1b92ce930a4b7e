// The context every command receives (STYLE.md practice 3): config, output, and lazily
// opened resources. Nothing below the CLI entry reads process.env or globals.
import { userInfo } from 'node:os';
import type { Config } from './config.js';
import type { Output } from './output.js';
import type { RecruitService } from '../service/recruit-service.js';
import type { Actor } from '../service/audit.js';
import type { ResumeParser } from '../service/resume-parser.js';
import type { Store } from '../store/index.js';
import type { AdminService } from '../service/admin-service.js';
import type { BulkService } from '../service/bulk-service.js';
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import { ValidationError } from '../domain/errors.js';
import type { DatabaseIntent } from './database-intent.js';
import type { LocalImageSink } from './local-parser.js';
import type { ResumeFormat } from '../parser/types.js';
import type { SignalSource } from './host.js';

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  cacheDir: string;
  /** The run's environment (the host's, not necessarily process.env): tuning read only by `serve`. */
  env: NodeJS.ProcessEnv;
  /** Where SIGINT/SIGTERM arrive for a long-running command (`serve`): the process, or a test's emitter. */
  signals: SignalSource;
}

export class CliContext {
  private storeInstance: Store | undefined;
  private serviceInstance: RecruitService | undefined;
  private codeBook: CodeBook | undefined;
  private requestIdValue: string | undefined;
  private parserLoading: Promise<{ parser: ResumeParser; images: LocalImageSink }> | undefined;
  /** Where the parser keeps extracted images locally (`parser parse --images-dir`). */
  imagesDir: string | undefined;
  /** What the command may do when the database file is not there (set by the action wrapper). */
  databaseIntent: DatabaseIntent = 'existing';
  /** A server's rate limit (429): wait it out (--wait, bulk commands) or fail at once with exit 7. */
  private waitAlways = false;
  private readonly rateLimit = ((context: CliContext) => ({
    get wait() {
      return context.waitAlways || context.config.wait;
    },
    // On a TTY the line may hold an import's progress display: start the note on a clean line.
    onWait: (seconds: number) =>
      context.out.note(`${context.out.stderr.isTTY ? '\r\x1b[2K' : ''}waiting ${seconds} s for the rate limit…`),
  }))(this);

  constructor(
    readonly config: Config,
    readonly out: Output,
    readonly clock: Clock,
    readonly io: CliIo,
  ) {}

  /**
   * Bulk commands (import, multi-file parse) wait out a rate limit, saying so on stderr: one
   * refused read must not end a long run. One-off commands wait only when told (--wait).
   */
  waitForRateLimits(): void {
    this.waitAlways = true;
  }

  get isRemote(): boolean {
    return this.config.remote !== undefined;
  }

  /** One id for the audit rows of this run; made on first use, as node:crypto costs start-up time. */
  get requestId(): string {
    return (this.requestIdValue ??= process.getBuiltinModule('node:crypto').randomUUID());
  }

  /** The actor written into audit rows for local reads (DESIGN.md §3). */
  get actorName(): string {
    let user = 'unknown';
    try {
      user = userInfo().username;
    } catch {
      // no passwd entry (containers): keep "unknown"
    }
    return `cli:${user}`;
  }

  async codes(): Promise<CodeBook> {
    if (!this.codeBook) this.codeBook = (await import('../domain/codes.js')).codeBookFor();
    return this.codeBook;
  }

  /** Tokens, audit, db, export: local only, and said so clearly in remote mode (DESIGN.md §4). */
  async admin(command: string): Promise<AdminService> {
    const store = await this.localStore(command);
    const { createAdminService } = await import('../service/admin-service.js');
    return createAdminService(store, this.clock, this.actor());
  }

  /** Import through the API in remote mode, into the local store otherwise. */
  async bulk(): Promise<BulkService> {
    const { localBulkService, remoteBulkService } = await import('../service/bulk-service.js');
    const codes = () => this.codes();
    if (this.isRemote) return remoteBulkService({ service: await this.service(), codes, clock: this.clock });
    return localBulkService({ store: await this.localStore(''), codes, clock: this.clock });
  }

  /**
   * The location `recruit serve` opens (its own store, for the server's lifetime), checked
   * like every local command's: local only, and created only by commands that may.
   */
  async serverDatabase(): Promise<string> {
    await (await this.localStore('serve')).close();
    this.storeInstance = undefined;
    return this.config.db;
  }

  /** Who local reads are audited as: made when first asked (os user name, run id). */
  private actor(): Actor {
    const name = (): string => this.actorName;
    const requestId = (): string => this.requestId;
    return { get name() { return name(); }, get requestId() { return requestId(); } };
  }

  /** The event feed and webhooks: through the API with --remote, on the local database otherwise. */
  async events(): Promise<import('../service/events-service.js').EventsApi> {
    if (this.config.remote !== undefined) {
      const { remoteEventsApi } = await import('../service/events-remote.js');
      return remoteEventsApi({ baseUrl: this.config.remote, token: this.config.token, timeoutMs: this.config.timeoutMs });
    }
    const store = await this.localStore('');
    const { localEventsApi } = await import('../service/events-service.js');
    // Locally the operator is the administrator: no target is refused here (the server re-checks each delivery).
    return localEventsApi({ events: store.events, clock: this.clock, allowPrivate: true });
  }

  /** The local store; local-only commands say so clearly in remote mode (DESIGN.md §4). */
  private async localStore(command: string): Promise<Store> {
    if (this.isRemote) {
      throw new ValidationError(
        `\`recruit ${command}\` works on the local database only; it has no HTTP API endpoint`,
        [],
        'drop --remote / unset RECRUIT_REMOTE, and run it where the database is',
      );
    }
    if (!this.storeInstance) {
      const { openStore, isPostgresUrl } = await import('../store/index.js');
      const path = this.config.db;
      const { existsSync, statSync } = await import('node:fs');
      const isFile = path !== ':memory:' && !isPostgresUrl(path);
      // SQLite's own words for a directory ("unable to open database file") read like a server outage.
      if (isFile && statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
        const { join } = await import('node:path');
        throw new ValidationError(`--db ${path} is a directory; give a file path such as ${join(path, 'recruit.sqlite')}`, [], 'check --db or RECRUIT_DB');
      }
      const missing = isFile && !existsSync(path);
      if (missing && this.databaseIntent === 'existing') {
        throw new ValidationError(
          `no database at ${path}`,
          [],
          'check --db or RECRUIT_DB; commands that add data (person create, person import, job create, job import, db migrate) create it',
        );
      }
      // Only job matching reads the database while parsing: without one, there are no jobs.
      this.storeInstance = await openStore(missing && this.databaseIntent === 'optional' ? ':memory:' : path);
      if (missing && this.databaseIntent === 'create') this.out.note(`created a new database at ${path}`);
    }
    return this.storeInstance;
  }

  async service(): Promise<RecruitService> {
    if (this.serviceInstance) return this.serviceInstance;
    let service: RecruitService;
    if (this.config.remote !== undefined) {
      const { RemoteService } = await import('../service/remote-service.js');
      await this.checkServerVersion(this.config.remote);

      service = new RemoteService({
        baseUrl: this.config.remote,
        token: this.config.token,
        timeoutMs: this.config.timeoutMs,
        rateLimit: this.rateLimit,
      });
    } else {
      const store = await this.localStore('');
      const { LocalService } = await import('../service/local-service.js');
      // Code tables, actor and parser are made when first needed: a read such as
      // `recruit job list` uses none of them (DESIGN.md §7 start-up target).
      service = new LocalService({
        store,
        codes: () => this.codes(),
        clock: this.clock,
        actor: this.actor(),
        parser: () => this.parser(),
        documentQuota: { documents: this.config.documentsPerPerson, bytes: this.config.documentMbPerPerson * 1024 * 1024 },
      });
    }
    this.serviceInstance = service;
    return service;
  }

  /** The remote server's version, asked once per run (see server-compat.ts). */
  private serverCheck: import('./server-compat.js').ServerCheck | undefined;

  private async checkServerVersion(baseUrl: string): Promise<void> {
    const { checkServer } = await import('./server-compat.js');
    this.serverCheck = await checkServer({
      baseUrl, cacheDir: this.io.cacheDir, now: () => this.clock.now().getTime(), warn: (text) => this.out.warn(text),
      timeoutMs: Math.min(this.config.timeoutMs, 10_000),
    });
  }

  /** A command's error in the user's terms: an older server's missing endpoint says which version it needs. */
  explainFailure(error: unknown): unknown {
    return this.serverCheck ? this.serverCheck.explain(error) : error;
  }

  /** The résumé parser, loaded on the first parse (in this process's worker pool). */
  private parser(): Promise<{ parser: ResumeParser; images: LocalImageSink }> {
    return (this.parserLoading ??= import('./local-parser.js').then(({ loadLocalParser }) => loadLocalParser(this.imagesDir)));
  }

  /**
   * Local mode: start the parser's thread and its module loading now, while this thread
   * still opens the database and reads the files (cold start).
   */
  warmParser(formats: readonly ResumeFormat[]): void {
    if (this.isRemote || formats.length === 0) return;
    this.parser().then(({ parser }) => parser.warmUp?.(formats), () => undefined);
  }

  async close(): Promise<void> {
    if (this.serviceInstance) await this.serviceInstance.close();
    else await this.storeInstance?.close();
    this.serviceInstance = undefined;
    this.storeInstance = undefined;
  }
}
