/**
 * One line per request (`GET /blog 200 0.1ms hit`), written in batches: a cache hit takes a few
 * microseconds, and a synchronous write per request would cost more than the hit itself.
 */

export interface RequestLog {
  record(method: string, path: string, status: number, startedAt: number, note?: "hit" | "miss"): void;
  /** Writes what is buffered now (at shutdown). */
  flush(): void;
}

/**
 * @example const log = bufferedRequestLog(); log.record("GET", "/", 200, performance.now() - 0.1, "hit");
 */
export function bufferedRequestLog(write: (text: string) => void = (text) => void process.stdout.write(text), everyMs = 250, maxLines = 1000): RequestLog {
  let lines: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const text = lines.join("\n") + "\n";
    lines = [];
    write(text);
  }

  return {
    record(method, path, status, startedAt, note) {
      const ms = (performance.now() - startedAt).toFixed(1);
      lines.push(note ? `${method} ${path} ${status} ${ms}ms ${note}` : `${method} ${path} ${status} ${ms}ms`);
      if (lines.length >= maxLines) flush();
      else if (timer === undefined) {
        timer = setTimeout(flush, everyMs);
        timer.unref?.();
      }
    },
    flush,
  };
}
