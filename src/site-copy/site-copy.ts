/**
 * The site's copy at one content version: every document's stored overrides laid over its defaults, made
 * into page values once per document and kept for as long as this version is current. A render reads it
 * through useCopy(document); a preview renders with a draft laid over one document.
 */
import type { SiteIdentity } from "../content/identity.ts";
import { type CopyJson, resolveDocument, toPageValue, withOverrides } from "./copy-values.ts";
import type { CopyDocument } from "./define-copy.ts";
import { identityCopy } from "./identity-copy.ts";

export class SiteCopy {
  private readonly values = new Map<string, unknown>();
  private readonly docs = new Map<string, { doc: CopyJson; dropped: string[] }>();

  constructor(
    /** The content version it was read at (0 before the first read). */
    readonly version: number,
    private readonly overrides: ReadonlyMap<string, unknown>,
    private readonly identityDocument: CopyDocument<SiteIdentity>,
    /** When a scheduled publish makes it stale by itself (Infinity: never). */
    readonly validUntil = Number.POSITIVE_INFINITY,
  ) {}

  /** The page value of a document: what its copy module exports, with the owner's changes. */
  get<Value extends object>(document: CopyDocument<Value>): Value {
    let value = this.values.get(document.key);
    if (value === undefined) {
      value = toPageValue(document.shape, this.stored(document), document.defaults);
      this.values.set(document.key, value);
    }
    return value as Value;
  }

  /** The document as stored JSON (icons by name): what the editor and the API show. */
  stored(document: CopyDocument<object>): CopyJson {
    return this.resolved(document).doc;
  }

  /** Blocks whose stored overrides no longer fit the copy's shape, shown with their defaults instead. */
  dropped(document: CopyDocument<object>): string[] {
    return this.resolved(document).dropped;
  }

  get identity(): SiteIdentity {
    return this.get(this.identityDocument);
  }

  get identityCopy(): CopyDocument<SiteIdentity> {
    return this.identityDocument;
  }

  /** The same copy with one document's overrides replaced: a preview of a draft. */
  withOverrides(key: string, overrides: unknown): SiteCopy {
    const next = new Map(this.overrides);
    next.set(key, overrides);
    return new SiteCopy(this.version, next, this.identityDocument, this.validUntil);
  }

  private resolved(document: CopyDocument<object>) {
    let resolved = this.docs.get(document.key);
    if (resolved === undefined) {
      resolved = resolveDocument(document.shape, document.storedDefaults, this.overrides.get(document.key));
      this.docs.set(document.key, resolved);
    }
    return resolved;
  }
}

/** A stored document made from overrides, without checking them (the editor's working copy). */
export function documentWith(document: CopyDocument<object>, overrides: unknown): CopyJson {
  return (withOverrides(document.shape, document.storedDefaults, overrides) ?? {}) as CopyJson;
}

/** The copy of a fresh install: every document's defaults (tests and tools that render without a database). */
export function defaultSiteCopy(identity: SiteIdentity): SiteCopy {
  return new SiteCopy(0, new Map(), identityCopy(identity));
}
