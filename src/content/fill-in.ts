/**
 * Copy that names what only the page knows (the site's name, a phone number, the add-on picked) says so
 * with a {placeholder} the page fills in: the owner edits the whole sentence and may move the name in it.
 */

/**
 * Each `{name}` in the text replaced by its value; a placeholder without a value stays as written.
 * @example fillIn("{name} answers every call", { name: "BiziAgent" }) // "BiziAgent answers every call"
 */
export function fillIn(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] ?? whole) : whole));
}
