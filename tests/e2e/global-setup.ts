/** Before the workers start: the migrated database their own servers copy (tests/e2e/data-dir-template.ts). */
import { rmSync } from "node:fs";
import { makeDataDirTemplate, TEMPLATE_VARIABLE } from "./data-dir-template.ts";

export default function globalSetup(): () => void {
  const template = makeDataDirTemplate();
  // Workers start after this and inherit the runner's environment.
  process.env[TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
