/**
 * The bytes of a response's head as HTTP/1.1 writes it: the status line, each header, the blank line. With the
 * body, what a new connection's first window (10 segments of 1,460 bytes) has to hold for a page to paint in
 * one round trip (docs/decisions/044-the-first-window.md).
 */
export function responseHeadBytes(status: number, statusText: string, headers: Headers): number {
  let head = `HTTP/1.1 ${status} ${statusText}\r\n`;
  headers.forEach((value, name) => {
    head += `${name}: ${value}\r\n`;
  });
  return Buffer.byteLength(`${head}\r\n`);
}
