/**
 * bun test preload: no variable that points at someone's data survives into a test (tests/support/sandbox.ts),
 * quiet request logs and a test NODE_ENV for every test file.
 */
import "./support/sandbox.ts";

process.env.NODE_ENV = "test";
