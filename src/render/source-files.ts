/**
 * The project's source files as the asset build reads them: in path order (not the file system's, so
 * every machine builds the same bytes), tests left out (their class names are not the site's).
 */
import { join } from "node:path";
import { Glob } from "bun";

export const projectRoot = join(import.meta.dir, "..", "..");

/** What the stylesheet's class names come from. */
export const STYLE_SOURCES = ["src/**/*.{ts,tsx}", "islands/**/*.{ts,tsx}"];

function isTestFile(path: string): boolean {
  return /\.(test|e2e)\.tsx?$/.test(path);
}

/**
 * Paths relative to the project root, sorted, each once.
 * @example sourcePaths(["islands/*.tsx"]) // ["islands/faq.tsx", …]
 */
export function sourcePaths(patterns: string[]): string[] {
  const paths = new Set<string>();
  for (const pattern of patterns) {
    for (const path of new Glob(pattern).scanSync({ cwd: projectRoot })) {
      if (!isTestFile(path)) paths.add(path);
    }
  }
  return [...paths].sort();
}
