/**
 * LISTEN on PostgreSQL over a connection of its own that comes back by itself. postgres.js's own
 * sql.listen() re-listens once after a drop and gives up if that attempt fails (say, the server is
 * still restarting), so this keeps trying every `retryMs` until it is listening again, and reports
 * each state change: the caller must treat "disconnected" as "I may be missing notifications".
 */
import postgres from "postgres";

/** The listening connection's application_name, so that operators (and tests) can find it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "site-content-listener";

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** Listening (again): anything sent while it was not is lost, so re-read what the channel announces. */
  onListening(): void;
  onDisconnected(): void;
}

export interface Listener {
  stop(): Promise<void>;
}

/**
 * @example const listener = listenPostgres(url, "content_version", { onNotify, onListening, onDisconnected });
 */
export function listenPostgres(url: string, channel: string, handlers: ListenHandlers, retryMs = 500): Listener {
  let stopped = false;
  let listening = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  // onnotify and onclose are postgres.js options its type declarations leave out (its own listen() uses them).
  const options = {
    max: 1,
    idle_timeout: 0,
    max_lifetime: null,
    fetch_types: false,
    connect_timeout: 5,
    // Reconnect at once; the retry timer below paces the attempts.
    backoff: () => 0,
    connection: { application_name: LISTENER_APPLICATION_NAME },
    onnotice: () => {},
    onnotify(name: string, payload: string) {
      if (name === channel) handlers.onNotify(payload);
    },
    onclose() {
      lost();
    },
  };
  const client = postgres(url, options as postgres.Options<Record<string, postgres.PostgresType>>);

  function lost() {
    if (stopped) return;
    if (listening) {
      listening = false;
      handlers.onDisconnected();
    }
    schedule();
  }

  function schedule() {
    if (stopped || retry !== undefined) return;
    retry = setTimeout(() => {
      retry = undefined;
      void attempt();
    }, retryMs);
  }

  async function attempt() {
    if (stopped || listening) return;
    try {
      await client.unsafe(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (stopped) return;
      listening = true;
      handlers.onListening();
    } catch {
      lost();
    }
  }

  void attempt();
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      await client.end({ timeout: 1 });
    },
  };
}
