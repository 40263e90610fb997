/** Every page of the site, one line each. */
import type { PageDefinition } from "../render/define-page.ts";
import home from "./home.tsx";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page has its own data type
export const pages: PageDefinition<any>[] = [home];
