/**
 * Shrinks what UnoCSS writes without changing what it does, so a page's HTML with its CSS fits a new
 * connection's first window (14,600 bytes with the response's head). UnoCSS's wind4 preset writes every colour twice — an sRGB
 * `color-mix()` and again, under `@supports (color: color-mix(in lab, red, red))`, an oklab one — and mixes
 * each with an opacity variable. No utility here ever sets those variables (no `bg-opacity-*`; a colour with
 * an alpha such as `bg-slate-50/70` names it in the mix itself), so the mix is the colour: one plain
 * `var(--colors-…)` is kept. The reset's comments and indentation go too.
 */

const DUPLICATE_COLOURS = "@supports (color: color-mix(in lab, red, red)){";
const OPAQUE_MIX = /color-mix\(in (?:srgb|oklab), (var\(--colors-[\w.-]+\)) var\((--un-[\w-]+-opacity)\), transparent\)/g;

/** The whole `@supports` block that starts at `start`, braces matched. */
function blockEnd(css: string, start: number): number {
  let depth = 0;
  for (let i = css.indexOf("{", start); i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return i + 1;
  }
  return css.length;
}

function withoutDuplicateColours(css: string): string {
  let out = "";
  let from = 0;
  for (let at = css.indexOf(DUPLICATE_COLOURS); at >= 0; at = css.indexOf(DUPLICATE_COLOURS, from)) {
    out += css.slice(from, at);
    from = blockEnd(css, at);
  }
  return out + css.slice(from);
}

/** Whitespace and comments out, outside strings (a font's name may hold ": "). */
function minifyWhitespace(css: string): string {
  return css
    .split(/("[^"]*"|'[^']*')/)
    .map((part, i) =>
      i % 2
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, "")
            .replace(/\s+/g, " ")
            .replace(/\s*([{};,])\s*/g, "$1")
            .replace(/:\s+/g, ":")
            .replace(/\(\s+/g, "(")
            .replace(/\s+\)/g, ")"),
    )
    .join("")
    .trim();
}

/**
 * @example compactCss(".a{color:color-mix(in srgb, var(--colors-red-600) var(--un-text-opacity), transparent);}") // ".a{color:var(--colors-red-600);}"
 */
export function compactCss(css: string): string {
  let out = withoutDuplicateColours(css);
  // An opacity variable some rule sets to anything but 100% keeps its mixes.
  const varied = new Set([...out.matchAll(/(--un-[\w-]+-opacity):(?!\s*100%)/g)].map((m) => m[1]!));
  out = out.replace(OPAQUE_MIX, (mix, colour: string, opacity: string) => (varied.has(opacity) ? mix : colour));
  for (const name of new Set([...css.matchAll(/@property (--un-[\w-]+-opacity)\{/g)].map((m) => m[1]!))) {
    if (out.includes(`var(${name})`)) continue;
    out = out.replace(new RegExp(`@property ${name}\\{[^}]*\\}`), "").replaceAll(`${name}:100%;`, "");
  }
  return minifyWhitespace(inlineThemeValues(out));
}

/**
 * A theme value read through a variable is written as its value: `var(--colors-slate-700)` as `#314158`,
 * `var(--fontWeight-semibold)` as `600`, `calc(var(--spacing) * 4)` as `1rem`. Nothing in the site sets these
 * variables anywhere but the theme's `:root`, so the value is the same; the declaration goes when nothing
 * reads it any more (pruneCss). Long values (the font stacks) stay variables: they are read in several places.
 */
function inlineThemeValues(css: string): string {
  const root = css.match(/:root,\s*:host\s*\{([^}]*)\}/)?.[1] ?? "";
  const values = new Map([...root.matchAll(/(--[\w.-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
  const spacing = values.get("--spacing")?.match(/^([\d.]+)rem$/)?.[1];
  let out = css;
  if (spacing) {
    out = out.replace(/calc\(var\(--spacing\) \* (-?[\d.]+)\)/g, (_, n: string) => {
      const rem = Math.round(Number(n) * Number(spacing) * 10000) / 10000;
      return rem === 0 ? "0" : `${rem}rem`;
    });
  }
  const [head, body] = [out.slice(0, out.indexOf(root)), out.slice(out.indexOf(root) + root.length)];
  const inline = (text: string) =>
    text
      // A fallback for a variable the theme defines is never used.
      .replace(/var\(\s*(--[\w.-]+)\s*,[^()]*\)/g, (read, name: string) => (values.has(name) ? `var(${name})` : read))
      .replace(/var\((--[\w.-]+)\)/g, (read, name: string) => {
        const value = values.get(name);
        return value !== undefined && value.length <= 32 && !value.includes("var(") ? value : read;
      });
  return root ? inline(head) + root + inline(body) : inline(out);
}

/** Pseudo-elements that only form controls have: their rules go when the page has none. */
const CONTROL_PSEUDOS = /^::-(?:webkit|moz)-|^:-moz-ui-invalid|^::placeholder|^::file-selector-button/;
const CONTROLS = ["input", "textarea", "select", "button"];
/** The date and time fields' parts: only for a page with such a field (elementNames notes it as "input-date"). */
const DATE_PSEUDOS = /^::-webkit-(?:date|calendar)/;

/**
 * Whether a selector can match anything in a page whose elements are `tags`: every element it names must be
 * there (`.post-prose table` goes from a post without a table). A selector with alternatives (`:is()`,
 * `:where()`) beside a class is kept whole.
 */
function mayMatch(selector: string, tags: Set<string>): boolean {
  if (DATE_PSEUDOS.test(selector)) return tags.has("input-date");
  if (CONTROL_PSEUDOS.test(selector)) return CONTROLS.some((tag) => tags.has(tag));
  // Escaped characters belong to a class name; what :not() names must be absent; attribute values are not elements.
  const plain = selector
    .replace(/\\[0-9a-fA-F]{1,6}\s?|\\./g, "_")
    .replace(/:not\([^)]*\)/g, "")
    .replace(/\[[^\]]*\]/g, "[]");
  if (plain.includes(".") && /:(?:is|where)\(/.test(plain)) return true;
  const named = [...plain.matchAll(/(?:^|[\s>+~(,])([a-z][a-z0-9-]*)/g)].map((m) => m[1]!);
  return named.every((tag) => tags.has(tag));
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    // An escaped character is part of a name (`.transition-\[transform\,opacity\]` is one class).
    if (list[i] === "\\") i++;
    else if (list[i] === "(") depth++;
    else if (list[i] === ")") depth--;
    else if (list[i] === "," && depth === 0) {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  return [...parts, list.slice(from)];
}

/**
 * A page's CSS without what its HTML cannot use: the reset's rules for elements the page does not have, the
 * `@property` registrations and theme variables no rule of the page reads. For the inline CSS of one page
 * only: an island adds elements and states later, after the loader has brought the whole stylesheet.
 * `css` is compactCss's output (top-level rules as `selector{…}`).
 * @example pruneCss(css, new Set(["html", "body", "a"]))
 */
export function pruneCss(css: string, tags: Set<string>): string {
  let out = "";
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf("{", at);
    if (open < 0) break;
    // Braces matched: an at-rule holds rules, and a rule may nest one (`.space-y-3{:where(&>…){…}}`).
    const end = blockEnd(css, at);
    const prelude = css.slice(at, open);
    if (prelude.startsWith("@")) out += css.slice(at, end);
    else {
      const kept = splitTopLevel(prelude).filter((selector) => mayMatch(selector, tags));
      if (kept.length) out += kept.join(",") + css.slice(open, end);
    }
    at = end;
  }
  // Registered properties nothing reads, with their fallback values (the block for browsers without @property).
  const fallback = /@supports \(\(-webkit-hyphens[^{]*\{\*,::before,::after,::backdrop\{[^}]*\}\}/;
  for (const [rule, name] of [...out.matchAll(/@property (--[\w-]+)\{[^}]*\}/g)]) {
    const mention = new RegExp(`${name}(?![\\w-])`, "g");
    const elsewhere = out.replace(rule, "").replace(fallback, "");
    if (mention.test(elsewhere)) continue;
    out = out.replace(rule, "").replace(fallback, (block) => block.replace(new RegExp(`${name}:[^;}]*;`), ""));
  }
  out = out.replace(/@supports \(\(-webkit-hyphens[^{]*\{\*,::before,::after,::backdrop\{\}\}/, "");
  // Custom properties a rule sets that nothing reads (`--un-font-weight` beside `font-weight`).
  for (const name of new Set([...out.matchAll(/[{;](--un-[\w-]+):/g)].map((m) => m[1]!))) {
    if (new RegExp(`var\\(\\s*${name}(?![\\w-])`).test(out) || out.includes(`@property ${name}{`)) continue;
    out = out.replace(new RegExp(`([{;])${name}:[^;}]*;?`, "g"), "$1");
  }
  out = out.replace(/:root,:host\{([^}]*)\}/, (_, body: string) => {
    const reads = (name: string) => new RegExp(`var\\(\\s*${name}(?![\\w-])`).test(out);
    return `:root,:host{${body
      .split(";")
      .filter((decl) => decl && reads(decl.slice(0, decl.indexOf(":"))))
      .join(";")}}`;
  });
  return out;
}
