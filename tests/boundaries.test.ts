/**
 * The code's boundaries, checked rather than promised in comments. Three kinds of module:
 * - browser-only: islands/ (islands/lib/ holds its helpers: the admin's fetch client, toasts) and each admin
 *   tab's client/ folder (src/admin/<tab>/client/: its islands, *.island.tsx, and their parts);
 * - server-only: src/ outside the shared folders, and db/;
 * - shared by both: src/shared/ (schemas, constants, pure formatting and rendering) and each admin tab's
 *   shared/ folder (src/admin/<tab>/shared/: what the tab's page and its islands both read).
 * The rules:
 * - what the browser loads (the browser-only folders and everything they import) is browser-only or shared
 *   code, and of packages only those made for the browser: no database, auth, routes, Node built-ins or
 *   server packages;
 * - the shared folders import only shared folders and browser packages, so the server may use them too;
 * - the schema and the queries (db/schema, db/queries) reach into src/ only for src/shared/;
 * - the server takes from the browser-only folders only what it renders: an island file's default export.
 *   What server and browser both need (the API's answers, page sizes, the island host) is in a shared folder.
 * Imports are followed file by file from the source (Bun's scanner: type-only imports are erased, as in
 * the bundle); the server's imports of islands/ are read with TypeScript's parser, type-only ones too.
 */
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { Glob } from "bun";
import ts from "typescript";

const root = join(import.meta.dir, "..");
const scanner = new Bun.Transpiler({ loader: "tsx" });

/** Packages a browser bundle may import. A new one is a decision: add it here on purpose. */
const BROWSER_PACKAGES = ["react", "react-dom", "lucide-react", "zod", "date-fns", "marked", "sanitize-html", "@simplewebauthn/browser", "htmx.org"];

/** Browser-only code: islands/ and the admin tabs' client/ folders. */
const isBrowserOnly = (path: string) => path.startsWith("islands/") || /^src\/admin\/[^/]+\/client\//.test(path);
/** Code both sides may import: src/shared/ and the admin tabs' shared/ folders. */
const isShared = (path: string) => path.startsWith("src/shared/") || /^src\/admin\/[^/]+\/shared\//.test(path);
/** A file the build bundles as an island: islands/<name>.tsx or src/admin/<tab>/client/<name>.island.tsx. */
const isIslandFile = (path: string) => /^islands\/[^/]+\.tsx$/.test(path) || /^src\/admin\/[^/]+\/client\/[^/]+\.island\.tsx$/.test(path);

const packageOf = (specifier: string) => (specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!);

interface Edge {
  from: string;
  specifier: string;
  /** The resolved file, for relative imports. */
  target?: string;
}

/** Every import reachable from the entry files, following relative imports. */
function reachableImports(entries: string[], follow = true): Edge[] {
  const edges: Edge[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { path: specifier } of scanner.scanImports(readFileSync(file, "utf8"))) {
      if (!specifier.startsWith(".")) {
        edges.push({ from: relative(root, file), specifier });
        continue;
      }
      const target = resolve(dirname(file), specifier);
      edges.push({ from: relative(root, file), specifier, target: relative(root, target) });
      if (follow && /\.tsx?$/.test(target)) visit(target);
    }
  };
  for (const entry of entries) visit(join(root, entry));
  return edges;
}

interface IslandUse {
  from: string;
  specifier: string;
  target: string;
  /** What the import takes: "default", "{ a, b }", "type …", "* as x", "side effect", "export … from", "import()". */
  takes: string;
}

/** What takes the island file's default export and nothing else: `import Faq from "…/islands/faq.tsx"`. */
const DEFAULT_ONLY = "default";

function takenBy(node: ts.ImportDeclaration, source: ts.SourceFile): string {
  const clause = node.importClause;
  if (!clause) return "side effect";
  if (clause.isTypeOnly) return clause.getText(source);
  if (clause.name && !clause.namedBindings) return DEFAULT_ONLY;
  return clause.getText(source);
}

/** Every import, re-export, import() and import("…") type in the files that names a browser-only file. */
function islandUses(paths: string[]): IslandUse[] {
  const uses: IslandUse[] = [];
  for (const path of paths) {
    const text = readFileSync(join(root, path), "utf8");
    // From src/ or db/, a relative path into islands/ or a client/ folder spells the folder's name: other files need no parse.
    if (!text.includes("islands/") && !text.includes("client/")) continue;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const note = (specifier: ts.Node | undefined, takes: string) => {
      if (!specifier || !ts.isStringLiteralLike(specifier) || !specifier.text.startsWith(".")) return;
      const target = relative(root, resolve(dirname(join(root, path)), specifier.text));
      if (isBrowserOnly(target)) uses.push({ from: path, specifier: specifier.text, target, takes });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) note(node.moduleSpecifier, takenBy(node, source));
      else if (ts.isExportDeclaration(node)) note(node.moduleSpecifier, "export … from");
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) note(node.arguments[0], "import()");
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) note(node.argument.literal, "import() type");
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

const files = (pattern: string) => [...new Glob(pattern).scanSync(root)].filter((f) => !/\.test\.tsx?$/.test(f));

describe("boundaries", () => {
  test("the browser's code is browser-only and shared code only, with browser packages only", () => {
    const edges = reachableImports([...files("islands/**/*.{ts,tsx}"), ...files("src/admin/*/client/**/*.{ts,tsx}")]);
    expect(edges.length).toBeGreaterThan(50);
    const outside = edges.filter((e) => e.target !== undefined && !isBrowserOnly(e.target) && !isShared(e.target));
    expect(outside.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
    const packages = edges.filter((e) => e.target === undefined && !BROWSER_PACKAGES.includes(packageOf(e.specifier)));
    expect(packages.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
  });

  test("no browser code reaches sanitize-html: the editor's preview is the server's render, the allowlist lives only there", () => {
    const edges = reachableImports([...files("islands/**/*.{ts,tsx}"), ...files("src/admin/*/client/**/*.{ts,tsx}")]);
    const sanitizer = edges.filter((e) => e.target === undefined && packageOf(e.specifier) === "sanitize-html");
    expect(sanitizer.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
  });

  test("the shared folders are shared: they import only shared code and browser packages, never browser-only code or the server", () => {
    const edges = reachableImports([...files("src/shared/**/*.{ts,tsx}"), ...files("src/admin/*/shared/**/*.{ts,tsx}")], false);
    expect(edges.length).toBeGreaterThan(10);
    const outside = edges.filter((e) => e.target !== undefined && !isShared(e.target));
    expect(outside.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
    const packages = edges.filter((e) => e.target === undefined && !BROWSER_PACKAGES.includes(packageOf(e.specifier)));
    expect(packages.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
  });

  test("the schema and the queries reach into src/ only for src/shared/", () => {
    const edges = reachableImports(files("db/{schema,queries}/**/*.ts"), false);
    expect(edges.length).toBeGreaterThan(20);
    const serverOnly = edges.filter((e) => e.target?.startsWith("src/") && !e.target.startsWith("src/shared/"));
    expect(serverOnly.map((e) => `${e.from} → ${e.specifier}`)).toEqual([]);
    expect(edges.filter((e) => e.specifier.startsWith("hono") || e.specifier.startsWith("react")).map((e) => e.from)).toEqual([]);
  });

  test("the server takes from the browser's code only an island to render: an island file's default export", () => {
    const server = [...files("src/**/*.{ts,tsx}"), ...files("db/**/*.ts")].filter((f) => !isShared(f) && !isBrowserOnly(f));
    const uses = islandUses(server);
    // The pages and sections render islands: the check has something to check.
    expect(uses.filter((u) => u.takes === DEFAULT_ONLY).length).toBeGreaterThan(5);
    const other = uses.filter((u) => !isIslandFile(u.target) || u.takes !== DEFAULT_ONLY);
    expect(other.map((u) => `${u.from} → ${u.specifier}: ${u.takes}`)).toEqual([]);
  });
});
