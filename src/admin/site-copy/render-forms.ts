/**
 * A form's answer that shows its page again: the editor (or the list) rendered as its own address renders it,
 * with what the owner sent and why nothing was written, under the status that says so.
 */
import type { Context } from "hono";
import type { AppEnv } from "../../app-context.ts";
import { renderDefinedPage } from "../../routes/pages.ts";
import type { CopyListData } from "./copy-list-view.tsx";
import editorPage from "./editor-page.tsx";
import listPage from "./page.tsx";
import type { PostedEditorState } from "./read-editor.ts";

async function withStatus(response: Response, status: number): Promise<Response> {
  return new Response(response.body, { status, headers: response.headers });
}

export async function renderCopyEditor(c: Context<AppEnv>, status: number, state: PostedEditorState): Promise<Response> {
  c.set("copyEditorState", state);
  return withStatus(await renderDefinedPage(c, editorPage), status);
}

export async function renderCopyList(c: Context<AppEnv>, status: number, state: Pick<CopyListData, "notice" | "importIssues">): Promise<Response> {
  c.set("copyListState", state);
  return withStatus(await renderDefinedPage(c, listPage), status);
}
