/**
 * A copy document: one page's words and data (or the site identity's), its defaults as the copy module
 * writes them, and the shape read from those defaults. Pages read it with useCopy(document); the Site Copy
 * tab edits it. Declare one beside its copy and list it in src/site-copy/documents.ts.
 */
import { type CopyRules, copyShape, type GroupShape } from "./copy-shape.ts";
import { type CopyJson, toStored } from "./copy-values.ts";

export type CopyGroup = "Pages" | "Service pages" | "Legal" | "Site";

export interface CopyDocument<Value extends object = Record<string, unknown>> {
  /** Stable: the database row, the export's field, the admin's address. */
  key: string;
  /** As the Site Copy tab names it. */
  title: string;
  group: CopyGroup;
  /** The public page its preview shows. */
  previewPath: string;
  /** Today's copy: what a fresh install shows, and what "Reset to default" brings back. */
  defaults: Value;
  shape: GroupShape;
  /** The defaults as a stored document (icons by name). */
  storedDefaults: CopyJson;
  /** The editor's heading for each top-level block; a block not named here is named from its key. */
  blockTitles: Readonly<Record<string, string>>;
}

export interface CopyDefinition<Value extends object> {
  key: string;
  title: string;
  group: CopyGroup;
  previewPath: string;
  defaults: Value;
  rules?: CopyRules;
  blockTitles?: Record<string, string>;
}

/**
 * @example export const aboutCopy = defineCopy({ key: "about-us", title: "About Us", group: "Pages", previewPath: "/about-us", defaults: { hero, story } });
 */
export function defineCopy<Value extends object>(definition: CopyDefinition<Value>): CopyDocument<Value> {
  if (!/^[a-z][a-z0-9-]{0,62}$/.test(definition.key)) throw new Error(`Copy key ${definition.key}: lower-case words and hyphens only`);
  const shape = copyShape(definition.defaults as Record<string, unknown>, definition.rules);
  return {
    key: definition.key,
    title: definition.title,
    group: definition.group,
    previewPath: definition.previewPath,
    defaults: definition.defaults,
    shape,
    storedDefaults: toStored(shape, definition.defaults) as CopyJson,
    blockTitles: definition.blockTitles ?? {},
  };
}

/** A key's words for a heading: "featureLists" → "Feature lists". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
