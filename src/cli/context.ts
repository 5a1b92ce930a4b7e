// The context every command receives (STYLE.md practice 3): config, output, and lazily
// opened resources. Nothing below the CLI entry reads process.env or globals.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import type { Config } from './config.js';
import type { Output } from './output.js';
import type { RecruitService } from '../service/recruit-service.js';
import type { Store } from '../store/index.js';
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import { ValidationError } from '../domain/errors.js';

export interface CliIo {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  cacheDir: string;
}

export class CliContext {
  private storeInstance: Store | undefined;
  private serviceInstance: RecruitService | undefined;
  private codeBook: CodeBook | undefined;
  readonly requestId = randomUUID();
  /** Where the parser keeps extracted images locally (`parser parse --images-dir`). */
  imagesDir: string | undefined;

  constructor(
    readonly config: Config,
    readonly out: Output,
    readonly clock: Clock,
    readonly io: CliIo,
  ) {}

  get isRemote(): boolean {
    return this.config.remote !== undefined;
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

  /** The local SQLite store; local-only commands say so clearly in remote mode (DESIGN.md §4). */
  async store(command: string): Promise<Store> {
    if (this.isRemote) {
      throw new ValidationError(
        `\`recruit ${command}\` works on the local database only; it has no SPEC.md endpoint`,
        [],
        'drop --remote / unset RECRUIT_REMOTE, and run it where the database is',
      );
    }
    if (!this.storeInstance) {
      const { openStore } = await import('../store/index.js');
      this.storeInstance = openStore(this.config.db);
    }
    return this.storeInstance;
  }

  async service(): Promise<RecruitService> {
    if (this.serviceInstance) return this.serviceInstance;
    let service: RecruitService;
    if (this.config.remote !== undefined) {
      const { RemoteService } = await import('../service/remote-service.js');

      service = new RemoteService({
        baseUrl: this.config.remote,
        token: this.config.token,
        timeoutMs: this.config.timeoutMs,
      });
    } else {
      const store = await this.store('');
      const { LocalService } = await import('../service/local-service.js');
      const { localParserFactory } = await import('./local-parser.js');
      service = new LocalService({
        store,
        codes: await this.codes(),
        clock: this.clock,
        actor: { name: this.actorName, requestId: this.requestId },
        parser: localParserFactory(this.io.cacheDir, this.imagesDir),
      });
    }
    this.serviceInstance = service;
    return service;
  }

  async close(): Promise<void> {
    if (this.serviceInstance) await this.serviceInstance.close();
    else this.storeInstance?.close();
    this.serviceInstance = undefined;
    this.storeInstance = undefined;
  }
}
