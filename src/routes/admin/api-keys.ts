/**
 * /api/admin/api-keys: list (masked), generate (the full key in this one answer only), toggle, delete.
 * Session only: an API key can never list, create or re-enable keys.
 */
import { Hono } from "hono";
import { createApiKey, deleteApiKey, setApiKeyActive } from "../../../db/queries/api-keys.ts";
import { readApiKeys } from "../../admin/lists.ts";
import type { AppEnv } from "../../app-context.ts";
import { apiKeyJson, generateApiKey } from "../../auth/api-keys.ts";
import { requireAdminSession } from "../../auth/guards.ts";
import { jsonOnly } from "../../middleware/json-only.ts";
import { ApiKeyCreateInput, ApiKeyToggleInput } from "../../shared/admin-schemas.ts";
import { validJson, validParam } from "../validation.ts";
import { notFound, RowIdParam } from "./request.ts";

export function adminApiKeyRoutes() {
  const app = new Hono<AppEnv>();
  const keyId = validParam(RowIdParam, "API key not found");
  app.use(requireAdminSession());

  app.get("/", async function listKeys(c) {
    return c.json(await readApiKeys(c.var.deps.db));
  });

  app.post("/", jsonOnly(), validJson(ApiKeyCreateInput), async function generateKey(c) {
    const generated = generateApiKey();
    const row = await createApiKey(c.var.deps.db, {
      name: c.req.valid("json").name,
      keyHash: generated.hash,
      keyFirstFour: generated.firstFour,
      keyLastFour: generated.lastFour,
    });
    return c.json(apiKeyJson(row, generated.key), 201);
  });

  app.put("/:id/toggle", keyId, jsonOnly(), validJson(ApiKeyToggleInput), async function toggleKey(c) {
    const row = await setApiKeyActive(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").isActive === "true");
    return row ? c.json(apiKeyJson(row)) : notFound(c, "API key");
  });

  app.delete("/:id", keyId, async function deleteKey(c) {
    if (!(await deleteApiKey(c.var.deps.db, c.req.valid("param").id))) return notFound(c, "API key");
    return c.json({ success: true });
  });

  return app;
}
