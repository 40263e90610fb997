/** A closed value set as the list of a CHECK constraint: `'a', 'b'` (our own constants, never input). */
import { sql } from "drizzle-orm";

export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));
