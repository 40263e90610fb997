/**
 * What this instance knows of the content version, the number that every content write bumps in the
 * database (db/schema/content-version.ts). It learns of a bump three ways, so that none is missed:
 *   1. NOTIFY content_version, at the writer's commit (every instance, within milliseconds);
 *   2. refresh() after a write made through this instance, before that write is answered;
 *   3. a re-read when the listener (re)connects, then every `retryEveryMs` while it is down, and every
 *      `checkEveryMs` while it is up (a connection can die without anyone noticing).
 * So a page is stale on another instance for at most `retryEveryMs` while its listener is down. When
 * the database cannot be read at all, the last known version stands: nothing can be written meanwhile.
 */
import type { DatabaseHandle, Listener, ListenHandlers } from "../../db/client.ts";
import { readContentVersion } from "../../db/queries/content-version.ts";
import { CONTENT_VERSION_CHANNEL } from "../../db/schema/index.ts";

export interface ContentVersionOptions {
  read(): Promise<number>;
  listen(handlers: ListenHandlers): Listener;
  /** Re-read period while listening; 0: never (the embedded database has no other writer). */
  checkEveryMs: number;
  /** Re-read period while the listener is down. */
  retryEveryMs?: number;
  /** How long refresh() waits for this write's own NOTIFY to come back (then the others have it too). */
  echoWaitMs?: number;
}

export class ContentVersion {
  /** The newest version known here; entries rendered at another version are not served. */
  current = 0;
  /** The newest version the listener delivered. */
  private heard = 0;
  private listening = false;
  private listener: Listener | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reading: Promise<void> | undefined;
  private stopped = false;
  private echoes: { version: number; resolve: () => void }[] = [];

  private constructor(private readonly options: ContentVersionOptions) {}

  /**
   * @example const versions = await ContentVersion.start({ read, listen, checkEveryMs: 5000 });
   */
  static async start(options: ContentVersionOptions): Promise<ContentVersion> {
    const tracker = new ContentVersion(options);
    tracker.advance(await options.read());
    tracker.listener = options.listen({
      onNotify: (payload) => tracker.onNotify(payload),
      onListening: () => {
        tracker.listening = true;
        void tracker.reread();
        tracker.schedule();
      },
      onDisconnected: () => {
        tracker.listening = false;
        tracker.schedule();
      },
    });
    tracker.schedule();
    return tracker;
  }

  /** For a database handle: its own channel and query, and the re-read policy of its kind. */
  static forDatabase(database: DatabaseHandle): Promise<ContentVersion> {
    return ContentVersion.start({
      read: () => readContentVersion(database.db),
      listen: (handlers) => database.listen(CONTENT_VERSION_CHANNEL, handlers),
      checkEveryMs: database.kind === "postgres" ? 5000 : 0,
    });
  }

  get isListening(): boolean {
    return this.listening;
  }

  /**
   * After a write through this instance, before it is answered: reads the version the write made, and
   * waits (briefly) until the listener echoes it, by which time every other listener was notified too.
   */
  async refresh(): Promise<void> {
    const version = await this.options.read();
    this.advance(version);
    if (!this.listening || this.heard >= version) return;
    await new Promise<void>((resolve) => {
      const echo = { version, resolve };
      this.echoes.push(echo);
      setTimeout(() => {
        this.echoes = this.echoes.filter((e) => e !== echo);
        resolve();
      }, this.options.echoWaitMs ?? 250);
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const echo of this.echoes) echo.resolve();
    await this.listener?.stop();
  }

  private onNotify(payload: string): void {
    const version = Number(payload);
    if (!Number.isSafeInteger(version)) return;
    this.heard = Math.max(this.heard, version);
    this.advance(version);
    const due = this.echoes.filter((e) => e.version <= this.heard);
    this.echoes = this.echoes.filter((e) => e.version > this.heard);
    for (const echo of due) echo.resolve();
  }

  private advance(version: number): void {
    if (version > this.current) this.current = version;
  }

  /** One read at a time; a failed read keeps what is known. */
  private reread(): Promise<void> {
    this.reading ??= this.options
      .read()
      .then((version) => this.advance(version))
      .catch(() => {})
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  /** (Re)starts the re-read timer with the period of the current state. */
  private schedule(): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    const every = this.listening ? this.options.checkEveryMs : (this.options.retryEveryMs ?? 500);
    if (every <= 0) return;
    this.timer = setTimeout(() => {
      void this.reread().then(() => this.schedule());
    }, every);
    this.timer.unref?.();
  }
}
