/** Walks an error and the errors it wraps: Drizzle wraps driver errors in `cause`, sometimes twice. */

/** The error and the errors it wraps, outermost first (a few levels at most). */
export function* causeChain(error: unknown): Generator<object> {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e;
}
