/**
 * Copy that names something only the render knows (the site's name, the support e-mail, a count) says so
 * with `{slot}`: the owner edits the words around it, the page puts the value in. A `{word}` that is not
 * one of the slots given stays as written.
 */

/** A template cut at its slots: the words between them, and each slot's name where it stands. */
export type TemplatePart = string | { slot: string };

const SLOT = /\{([a-zA-Z]+)\}/g;

/**
 * The template's parts in order, without empty words: a slot at either end leaves no "" beside it.
 * @example templateParts("© {year} {legalName}.", ["year", "legalName"]) // ["© ", { slot: "year" }, " ", { slot: "legalName" }, "."]
 */
export function templateParts(template: string, slots: readonly string[]): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let from = 0;
  for (const match of template.matchAll(SLOT)) {
    const name = match[1]!;
    if (!slots.includes(name)) continue;
    if (match.index > from) parts.push(template.slice(from, match.index));
    parts.push({ slot: name });
    from = match.index + match[0].length;
  }
  if (from < template.length) parts.push(template.slice(from));
  return parts;
}

/**
 * The template with its slots filled in, as one text.
 * @example fillTemplate("{name} home", { name: "BiziAgent" }) // "BiziAgent home"
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(SLOT, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * The template's parts with each slot's value in its place: children for an element, so each value is a
 * node of its own (a link, a number) between the words.
 * @example fillParts("({count} sections)", { count: 12 }) // ["(", 12, " sections)"]
 */
export function fillParts<Value>(template: string, values: Readonly<Record<string, Value>>): (string | Value)[] {
  return templateParts(template, Object.keys(values)).map((part) => (typeof part === "string" ? part : values[part.slot]!));
}
