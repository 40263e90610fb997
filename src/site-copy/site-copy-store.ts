/**
 * This instance's site copy: read from the database once per content version (a publish moves it, on every
 * instance, as a post's write does) and again when a scheduled publish comes due. A cache hit never asks;
 * a render waits for the copy of the version it records, so no cached page shows older copy than its version.
 * When the database cannot be read, the copy last read stands (the defaults before the first read).
 */
import type { Database } from "../../db/client.ts";
import { readLiveCopy } from "../../db/queries/site-copy.ts";
import type { SiteIdentity } from "../content/identity.ts";
import type { ContentVersion } from "../page-cache/content-version.ts";
import type { CopyDocument } from "./define-copy.ts";
import { identityCopy } from "./identity-copy.ts";
import { SiteCopy } from "./site-copy.ts";

export interface SiteCopyStoreOptions {
  db: Database;
  versions: Pick<ContentVersion, "current">;
  /** The identity from the environment: the identity document's defaults. */
  identity: SiteIdentity;
  now?: () => number;
}

export class SiteCopyStore {
  readonly identityDocument: CopyDocument<SiteIdentity>;
  private copy: SiteCopy;
  private loading: { version: number; copy: Promise<SiteCopy> } | undefined;
  private readonly now: () => number;

  constructor(private readonly options: SiteCopyStoreOptions) {
    this.identityDocument = identityCopy(options.identity);
    this.copy = new SiteCopy(-1, new Map(), this.identityDocument, 0);
    this.now = options.now ?? Date.now;
  }

  /** The copy of the current content version, read if this instance has not read it yet. */
  async current(): Promise<SiteCopy> {
    const version = this.options.versions.current;
    if (this.fresh(version)) return this.copy;
    if (this.loading === undefined || this.loading.version < version) {
      const loading = { version, copy: this.load(version) };
      this.loading = loading;
      void loading.copy.finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    }
    return this.loading.copy;
  }

  /** The copy last read, without waiting (starts a read when it is out of date): for code outside a render. */
  latest(): SiteCopy {
    if (!this.fresh(this.options.versions.current)) void this.current().catch(() => {});
    return this.copy;
  }

  private fresh(version: number): boolean {
    return this.copy.version >= version && this.now() < this.copy.validUntil;
  }

  private async load(version: number): Promise<SiteCopy> {
    try {
      const live = await readLiveCopy(this.options.db, new Date(this.now()));
      const copy = new SiteCopy(version, live.overrides, this.identityDocument, live.nextChangeAt);
      if (copy.version >= this.copy.version) this.copy = copy;
      return copy;
    } catch {
      return this.copy;
    }
  }
}

/**
 * The copy live now, read once: for work outside a request (an e-mail composed by an outbox worker), which
 * must say what the site says at the moment it is sent.
 */
export async function readSiteCopy(db: Database, identity: SiteIdentity, now = new Date()): Promise<SiteCopy> {
  const live = await readLiveCopy(db, now);
  return new SiteCopy(0, live.overrides, identityCopy(identity), live.nextChangeAt);
}
