/**
 * A copy document's three forms and the moves between them, each guided by the shape:
 *  - the page's value, as the copy module writes it (icons are components, helpers are functions);
 *  - the stored document, JSON (icons by name, no functions): what the editor, the API and exports hold;
 *  - overrides, the stored document's differences from the defaults: what the database keeps, so that a
 *    default the developers improve later still reaches every field the owner never changed.
 */

import { shapeSchema } from "./copy-schema.ts";
import type { CopyShape, GroupShape } from "./copy-shape.ts";
import { copyIcon, copyIconName } from "./icons.ts";

export type CopyJson = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The page's value as a stored document. */
export function toStored(shape: CopyShape, value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  switch (shape.kind) {
    case "icon":
      return copyIconName(value);
    case "code":
      return undefined;
    case "list":
      return (value as unknown[]).map((item) => toStored(shape.item, item));
    case "group": {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(shape.fields)) {
        const stored = toStored(field, (value as Record<string, unknown>)[name]);
        if (stored !== undefined) out[name] = stored;
      }
      return out;
    }
    default:
      return structuredClone(value);
  }
}

/** A stored document as the page's value: icons drawn, functions taken from the defaults. */
export function toPageValue(shape: CopyShape, stored: unknown, defaults: unknown): unknown {
  switch (shape.kind) {
    case "icon":
      return stored === undefined ? undefined : copyIcon(String(stored));
    case "code":
      return defaults;
    case "list":
      return stored === undefined ? undefined : (stored as unknown[]).map((item) => toPageValue(shape.item, item, undefined));
    case "group": {
      if (stored === undefined && defaults === undefined) return undefined;
      const out: Record<string, unknown> = {};
      const given = (stored ?? {}) as Record<string, unknown>;
      const base = (defaults ?? {}) as Record<string, unknown>;
      for (const [name, field] of Object.entries(shape.fields)) {
        const value = toPageValue(field, given[name], base[name]);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    default:
      return stored;
  }
}

/**
 * Where `doc` differs from `base`: a group by field (null: a field the base has and the document left
 * empty), anything else whole; undefined when they are the same.
 */
export function overridesOf(shape: CopyShape, doc: unknown, base: unknown): unknown {
  if (sameJson(doc, base)) return undefined;
  if (shape.kind !== "group" || !isObject(doc) || !isObject(base)) return doc === undefined ? null : structuredClone(doc);
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.fields)) {
    if (field.kind === "code") continue;
    const diff = overridesOf(field, doc[name], base[name]);
    if (diff !== undefined) out[name] = diff;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `base` with the overrides laid over it (the inverse of overridesOf). */
export function withOverrides(shape: CopyShape, base: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return structuredClone(base);
  if (overrides === null) return undefined;
  if (shape.kind !== "group" || !isObject(overrides)) return structuredClone(overrides);
  const from = isObject(base) ? base : {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape.fields)) {
    if (field.kind === "code") continue;
    const value = withOverrides(field, from[name], overrides[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * The document stored overrides make, block by block: a block whose overrides no longer fit its shape
 * (the copy changed under them in a release) shows its defaults rather than break the page; the names
 * of such blocks are returned so that the admin can say so.
 */
export function resolveDocument(shape: GroupShape, defaults: CopyJson, overrides: unknown): { doc: CopyJson; dropped: string[] } {
  const doc: CopyJson = {};
  const dropped: string[] = [];
  const given = isObject(overrides) ? overrides : {};
  for (const [name, field] of Object.entries(shape.fields)) {
    if (field.kind === "code") continue;
    const value = withOverrides(field, defaults[name], given[name]);
    if (given[name] !== undefined && !shapeSchema(field).safeParse(value).success) {
      dropped.push(name);
      if (defaults[name] !== undefined) doc[name] = structuredClone(defaults[name]);
      continue;
    }
    if (value !== undefined) doc[name] = value;
  }
  return { doc, dropped };
}
