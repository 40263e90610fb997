/**
 * The shape shared by categories, tags and authors: GET / (list), POST / (201), PUT /:id, DELETE /:id.
 * Session or an API key with content:read (list) or content:write; zod-validated bodies; a taken slug is a 409.
 */
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { Database } from "../../../db/client.ts";
import type { VersionedWrite } from "../../../db/queries/admin-taxonomy.ts";
import type { AppEnv } from "../../app-context.ts";
import { requireAdminOrApiKey } from "../../auth/guards.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { validJson, validParam } from "../validation.ts";
import { notFound, RowIdParam, slugConflict, staleVersion } from "./request.ts";

export interface SimpleCrud<Data, Row> {
  /** Lower-case noun for messages: "category" → "A category with this slug already exists". */
  thing: string;
  schema: z.ZodType<Data>;
  list(db: Database): Promise<Row[]>;
  create(db: Database, data: Data): Promise<Row>;
  /** Refused (stale) when the body names a version the row has moved on from. */
  update(db: Database, id: number, data: Data): Promise<VersionedWrite<Row>>;
  remove(db: Database, id: number): Promise<boolean>;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function simpleCrudRoutes<Data, Row>(crud: SimpleCrud<Data, Row>) {
  const app = new Hono<AppEnv>();
  const label = capitalised(crud.thing);
  const rowId = validParam(RowIdParam, `${label} not found`);
  const read = requireAdminOrApiKey("content:read");
  const write = requireAdminOrApiKey("content:write");

  /** The row, or the 409 for a taken slug or a stale version; anything else is rethrown. */
  async function written(c: Context, write: () => Promise<VersionedWrite<Row>>, status: 200 | 201) {
    try {
      const result = await write();
      if (!result) return notFound(c, label);
      return "stale" in result ? staleVersion(c, crud.thing, result.stale) : c.json(result.row, status);
    } catch (error) {
      const conflict = slugConflict(c, error, crud.thing);
      if (conflict) return conflict;
      throw error;
    }
  }

  app.get("/", read, async function listRows(c) {
    return c.json(await crud.list(c.var.deps.db));
  });

  app.post("/", write, jsonOnly(), validJson(crud.schema), function createRow(c) {
    return written(c, async () => ({ row: await crud.create(c.var.deps.db, c.req.valid("json")) }), 201);
  });

  app.put("/:id", write, rowId, jsonOnly(), validJson(crud.schema), function updateRow(c) {
    return written(c, () => crud.update(c.var.deps.db, c.req.valid("param").id, c.req.valid("json")), 200);
  });

  app.delete("/:id", write, rowId, async function deleteRow(c) {
    if (!(await crud.remove(c.var.deps.db, c.req.valid("param").id))) return notFound(c, label);
    return c.json({ success: true });
  });

  return app;
}
