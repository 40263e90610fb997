/** onFreePort: another port when the start says its port was taken, the error itself otherwise, and an end to trying. */
import { describe, expect, test } from "bun:test";
import { onFreePort, PORT_TAKEN, PortTaken } from "./free-port.ts";

/** Ports 4001, 4002, … and a record of what was tried. */
function ports() {
  const tried: number[] = [];
  return { tried, pick: async () => tried[tried.push(4000 + tried.length + 1) - 1]! };
}

describe("onFreePort", () => {
  test("a port taken: the next one, and what the start returned there", async () => {
    const { tried, pick } = ports();
    const result = await onFreePort(
      async (port) => {
        if (port === 4001) throw new PortTaken("taken");
        return `on ${port}`;
      },
      { pick },
    );
    expect(result).toBe("on 4002");
    expect(tried).toEqual([4001, 4002]);
  });

  test("any other failure is passed on at once", async () => {
    const { tried, pick } = ports();
    const failing = onFreePort(
      async () => {
        throw new Error("migration failed");
      },
      { pick },
    );
    await expect(failing).rejects.toThrow("migration failed");
    expect(tried).toEqual([4001]);
  });

  test("taken every time: gives up after `tries`, with the last refusal", async () => {
    const { tried, pick } = ports();
    const failing = onFreePort(
      async (port) => {
        throw new PortTaken(`port ${port} in use`);
      },
      { pick, tries: 3 },
    );
    await expect(failing).rejects.toThrow("port 4003 in use");
    expect(tried).toEqual([4001, 4002, 4003]);
  });
});

describe("PORT_TAKEN", () => {
  test.each([
    "error: Failed to start server. Is port 45097 in use?",
    'LOG:  could not bind IPv4 address "127.0.0.1": Address already in use',
    "OSError: [Errno 98] Address already in use",
    "Error: listen EADDRINUSE: address already in use 127.0.0.1:4317",
  ])("knows %p", (line) => expect(line).toMatch(PORT_TAKEN));

  test("not a data directory in use, which another port would not cure", () => {
    expect("The embedded database in /data is in use by another process (pid 12).").not.toMatch(PORT_TAKEN);
  });
});
