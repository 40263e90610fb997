/**
 * Two versions of a copy document compared field by field: each leaf (a text, a price, a flag) by its dotted
 * path, as changed, added or removed. What a revision changed, and what another tab saved, read as a list of
 * the owner's own fields rather than as JSON.
 */
import { priceLine } from "../../shared/price.ts";

export interface FieldChange {
  path: string;
  before: string | null;
  after: string | null;
}

const isPrice = (value: Record<string, unknown>) => "amount" in value && "currency" in value && "period" in value && "label" in value;

/** Every leaf of a document as text, by its dotted path. */
export function leaves(value: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (value === undefined || value === null) return out;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leaves(item, path ? `${path}.${index}` : String(index), out);
    return out;
  }
  if (typeof value === "object") {
    const object = value as Record<string, unknown>;
    if (isPrice(object)) {
      out.set(path, priceLine(object as never));
      return out;
    }
    for (const [key, field] of Object.entries(object)) leaves(field, path ? `${path}.${key}` : key, out);
    return out;
  }
  out.set(path, String(value));
  return out;
}

/** @example copyChanges({ hero: { title: "A" } }, { hero: { title: "B" } }) // [{ path: "hero.title", before: "A", after: "B" }] */
export function copyChanges(before: unknown, after: unknown): FieldChange[] {
  const a = leaves(before);
  const b = leaves(after);
  const changes: FieldChange[] = [];
  for (const [path, text] of b) if (a.get(path) !== text) changes.push({ path, before: a.get(path) ?? null, after: text });
  for (const [path, text] of a) if (!b.has(path)) changes.push({ path, before: text, after: null });
  return changes;
}
