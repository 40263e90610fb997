import { describe, expect, test } from "bun:test";
import { writeActionOf } from "./audit-write-actions.ts";

describe("writeActionOf", () => {
  test("names a route the table does not know by its last fixed segment and method", () => {
    expect(writeActionOf("POST", "/api/admin/widgets")).toEqual({ action: "widget.create", targetType: "widget" });
    expect(writeActionOf("PUT", "/api/admin/categories/:id")).toEqual({ action: "category.update", targetType: "category", targetParam: "id" });
    expect(writeActionOf("DELETE", "/api/admin/leads/:id")).toEqual({ action: "lead.delete", targetType: "lead", targetParam: "id" });
    expect(writeActionOf("PATCH", "/api/admin/blog-posts/:id/notes/:noteId")).toMatchObject({ action: "note.update", targetParam: "noteId" });
  });

  test("the table's names win: a post's status change, a key switched on or off, the 404 log cleared", () => {
    const put = writeActionOf("PUT", "/api/admin/blog-posts/:id")!;
    expect(put.action).toBe("post.update");
    expect(put.refine?.({ json: { statusOnly: true, status: "published" }, query: {} })).toBe("post.publish");
    expect(put.refine?.({ json: { statusOnly: true, status: "draft", version: 3 }, query: {} })).toBe("post.unpublish");
    expect(put.refine?.({ json: { statusOnly: false, post: {} }, query: {} })).toBeUndefined();
    const toggle = writeActionOf("PUT", "/api/admin/api-keys/:id/toggle")!;
    expect(toggle.refine?.({ json: { isActive: "false" }, query: {} })).toBe("api_key.disable");
    expect(writeActionOf("DELETE", "/api/admin/not-found-paths")!.refine?.({ json: undefined, query: { all: "true" } })).toBe("not_found.clear");
  });

  test("no name for reads, for routes that record their own events, or outside the admin API", () => {
    expect(writeActionOf("GET", "/api/admin/tags")).toBeUndefined();
    for (const path of ["/api/admin/login", "/api/admin/login/second-factor", "/api/admin/logout", "/api/admin/security/password", "/api/admin/security/sessions/:id"]) {
      expect(writeActionOf("POST", path)).toBeUndefined();
    }
    expect(writeActionOf("POST", "/api/leads")).toBeUndefined();
  });
});
