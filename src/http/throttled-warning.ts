/**
 * A warning that a flood would repeat for every request, written at most once per period — per key, a
 * database handle: one per process in production, one per test app in the tests.
 * @example const warn = throttledWarning(60_000); warn(db, () => "leads: too many");
 */
export function throttledWarning(everyMs: number): (key: object, line: () => string, now?: number) => void {
  const lastWarned = new WeakMap<object, number>();
  return (key, line, now = Date.now()) => {
    const last = lastWarned.get(key);
    if (last !== undefined && now - last < everyMs) return;
    lastWarned.set(key, now);
    console.warn(line());
  };
}
