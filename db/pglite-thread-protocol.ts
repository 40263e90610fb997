/** The messages between the server and the embedded database's thread (db/pglite-thread.ts, db/pglite-thread-worker.ts). */
import type { PreparedText } from "./pglite-prepared.ts";

export type Request = { id: number } & (
  | { op: "open"; dataDir?: string; load?: ArrayBuffer }
  | { op: "query"; tx?: number; text: string; params?: unknown[]; rowMode?: "array" | "object"; identityTypes: number[] }
  | { op: "exec"; tx?: number; text: string }
  | { op: "begin"; tx: number }
  | { op: "end"; tx: number; commit: boolean }
  | { op: "prepared"; statement: PreparedText }
  | { op: "listen"; channel: string; listener: number }
  | { op: "unlisten"; listener: number }
  | { op: "dump"; compression: "gzip" | "none" }
  | { op: "close" }
);

/** An error as it crosses: its message and its own fields (SQLSTATE code, constraint…). */
export interface SentError {
  message: string;
  name?: string;
  fields: Record<string, unknown>;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/** A NOTIFY for one of the server's listeners, sent before the reply of the statement that caused it. */
export interface Notification {
  notify: number;
  payload: string;
}
