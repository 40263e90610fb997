/** drizzle-kit: `bun run db:generate` writes SQL migrations from db/schema into db/migrations. */
import type { Config } from "drizzle-kit";

export default {
  dialect: "postgresql",
  schema: "./db/schema/index.ts",
  out: "./db/migrations",
  strict: true,
  verbose: true,
} satisfies Config;
