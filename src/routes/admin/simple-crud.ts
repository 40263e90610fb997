/**
 * The shape shared by categories, tags and authors: GET / (list), POST / (201), PUT /:id, DELETE /:id.
 * Session or an active API key; zod-validated bodies; a taken slug is a 409.
 */
import { Hono } from "hono";
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { notFound, readJson, rowId, slugConflict } from "./request.ts";

export interface SimpleCrud<S extends z.ZodType, Row> {
  /** Lower-case noun for messages: "category" → "A category with this slug already exists". */
  thing: string;
  schema: S;
  list(db: Database): Promise<Row[]>;
  create(db: Database, data: z.output<S>): Promise<Row>;
  update(db: Database, id: number, data: z.output<S>): Promise<Row | undefined>;
  remove(db: Database, id: number): Promise<boolean>;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function simpleCrudRoutes<S extends z.ZodType, Row>(crud: SimpleCrud<S, Row>) {
  const app = new Hono<AppEnv>();
  const label = capitalised(crud.thing);
  app.use(requireAdminOrApiKey());

  app.get("/", async (c) => c.json(await crud.list(c.var.deps.db)));

  app.post("/", async (c) => {
    const input = await readJson(c, crud.schema);
    if (!input.ok) return input.response;
    try {
      return c.json(await crud.create(c.var.deps.db, input.data), 201);
    } catch (error) {
      const conflict = slugConflict(c, error, crud.thing);
      if (conflict) return conflict;
      throw error;
    }
  });

  app.put("/:id", async (c) => {
    const id = rowId(c);
    if (id === undefined) return notFound(c, label);
    const input = await readJson(c, crud.schema);
    if (!input.ok) return input.response;
    try {
      const row = await crud.update(c.var.deps.db, id, input.data);
      return row ? c.json(row) : notFound(c, label);
    } catch (error) {
      const conflict = slugConflict(c, error, crud.thing);
      if (conflict) return conflict;
      throw error;
    }
  });

  app.delete("/:id", async (c) => {
    const id = rowId(c);
    if (id === undefined || !(await crud.remove(c.var.deps.db, id))) return notFound(c, label);
    return c.json({ success: true });
  });

  return app;
}
