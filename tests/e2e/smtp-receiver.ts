/**
 * A real SMTP server for the lead e-mail tests (the `smtp-server` package on 127.0.0.1, a free port), with a
 * script of what each connection meets — a dropped connection, a 421 greeting, a 451 after DATA, a 550 to
 * RCPT TO, or acceptance — and just enough MIME parsing to read what arrived. Plain Node, no Bun: the browser
 * test (Playwright under Node) and the bun tests share it.
 */
import { type AddressInfo, createServer, type Socket } from "node:net";
import addressparser from "nodemailer/lib/addressparser";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

/** What one connection meets; after the script runs out, every connection is accepted. */
export type SmtpBehaviour = "accept" | "drop" | "421" | "451" | "550";

export interface ReceivedMail {
  /** The message exactly as sent (CRLF line ends). */
  raw: string;
  envelope: { from: string; to: string[] };
  /** The AUTH user, when the client logged in. */
  user: string | undefined;
  parsed: ParsedMail;
}

export interface SmtpAttempt {
  behaviour: SmtpBehaviour;
  /** Date.now() when the connection came in. */
  at: number;
}

export interface SmtpReceiverOptions {
  /** Required AUTH credentials; unset: no AUTH offered nor needed. */
  auth?: { user: string; pass: string };
  /** Implicit TLS (smtps://) with this certificate; unset: plain SMTP without STARTTLS. */
  tls?: { key: string; cert: string };
  script?: SmtpBehaviour[];
}

export interface SmtpReceiver {
  port: number;
  /** An SMTP_URL for this server (with the credentials, percent-encoded). */
  url: string;
  messages: ReceivedMail[];
  attempts: SmtpAttempt[];
  /** Appends to the script of what the next connections meet. */
  script: SmtpBehaviour[];
  /** Resolves true once `count` messages have arrived, false at the deadline. */
  waitForMessages(count: number, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/** @example const smtp = await startSmtpReceiver({ script: ["451"] }); … SMTP_URL: smtp.url … await smtp.close(); */
export async function startSmtpReceiver(options: SmtpReceiverOptions = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const attempts: SmtpAttempt[] = [];
  const script = [...(options.script ?? [])];
  /** The behaviour of each connection, decided when it came in, by the client's port; then of its session. */
  const behaviourOfPort = new Map<number, SmtpBehaviour>();
  const behaviourOf = new WeakMap<object, SmtpBehaviour>();

  const settings: SMTPServerOptions = {
    logger: false,
    banner: "lead e-mail test server",
    ...(options.tls ? { secure: true, key: options.tls.key, cert: options.tls.cert } : { disabledCommands: ["STARTTLS"] }),
    ...(options.auth ? { allowInsecureAuth: true, authMethods: ["PLAIN", "LOGIN"] } : { authOptional: true, disabledCommands: ["STARTTLS", "AUTH"] }),
    onConnect(session, callback) {
      const behaviour = behaviourOfPort.get(session.remotePort) ?? "accept";
      behaviourOfPort.delete(session.remotePort);
      behaviourOf.set(session, behaviour);
      if (behaviour === "421") return callback(smtpError(421, "4.3.2 Service not available, try again later"));
      callback();
    },
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.pass) return callback(null, { user: auth.username });
      callback(smtpError(535, "5.7.8 Authentication credentials invalid"));
    },
    onRcptTo(_address, session, callback) {
      if (behaviourOf.get(session) === "550") return callback(smtpError(550, "5.1.1 Mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (behaviourOf.get(session) === "451") return callback(smtpError(451, "4.3.0 Temporary failure, try again later"));
        const raw = Buffer.concat(chunks).toString("utf8");
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        messages.push({ raw, envelope, user: typeof session.user === "string" ? session.user : undefined, parsed: parseMail(raw) });
        callback(null, "2.0.0 Queued");
      });
    },
  };
  const smtp = new SMTPServer(settings);
  smtp.on("error", () => {
    // A client that went away mid-session (the drop below, a test that ended): nothing to report.
  });

  // In front of the SMTP server, so that a connection can be dropped before its greeting, as a crashing
  // or overloaded server would; every other connection is handed to the SMTP server as it is.
  const front = createServer((socket: Socket) => {
    const behaviour = script.shift() ?? "accept";
    attempts.push({ behaviour, at: Date.now() });
    if (behaviour === "drop") {
      socket.destroy();
      return;
    }
    behaviourOfPort.set(socket.remotePort!, behaviour);
    smtp.server.emit("connection", socket);
  });
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  const port = (front.address() as AddressInfo).port;
  const credentials = options.auth ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@` : "";

  return {
    port,
    url: `${options.tls ? "smtps" : "smtp"}://${credentials}127.0.0.1:${port}`,
    messages,
    attempts,
    script,
    async waitForMessages(count, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      return messages.length >= count;
    },
    async close() {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading a message: headers (unfolded, encoded words decoded) and the text and HTML parts.

export interface ParsedMail {
  /** The header block as sent, for checking that nothing was injected into it. */
  rawHeaders: string;
  /** Lower-case name → decoded value (a repeated header: the values joined with "\n"). */
  headers: Map<string, string>;
  /** Lower-case name → the value as sent (unfolded, encoded words kept): what an address parser must read. */
  rawValues: Map<string, string>;
  text?: string;
  html?: string;
  /** The text/calendar part (an invitation), with the METHOD of its Content-Type. */
  calendar?: { method: string; content: string };
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text.replace(/_/g, " ").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

function decodeBody(body: string, transferEncoding: string): string {
  const encoding = transferEncoding.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

function splitHead(part: string) {
  const end = part.indexOf("\r\n\r\n");
  const rawHeaders = end === -1 ? part : part.slice(0, end);
  const body = end === -1 ? "" : part.slice(end + 4);
  const headers = new Map<string, string>();
  const rawValues = new Map<string, string>();
  for (const line of rawHeaders.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const raw = line.slice(colon + 1).trim();
    rawValues.set(name, rawValues.has(name) ? `${rawValues.get(name)}\n${raw}` : raw);
    headers.set(name, headers.has(name) ? `${headers.get(name)}\n${decodeWords(raw)}` : decodeWords(raw));
  }
  return { rawHeaders, headers, rawValues, body };
}

/** The mailboxes of an address header (From, To, Reply-To), display names decoded. */
export function addressesOf(mail: ParsedMail, header: string): { name: string; address: string }[] {
  return addressparser(mail.rawValues.get(header.toLowerCase()) ?? "", { flatten: true }).map((a) => ({ name: decodeWords(a.name), address: a.address ?? "" }));
}

/** The text/plain and text/html parts of a message, through nested multiparts. */
export function parseMail(raw: string): ParsedMail {
  const top = splitHead(raw);
  const parsed: ParsedMail = { rawHeaders: top.rawHeaders, headers: top.headers, rawValues: top.rawValues };
  const visit = (headers: Map<string, string>, body: string) => {
    const type = headers.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (/^multipart\//i.test(type) && boundary) {
      const parts = body.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith("--")) break;
        const inner = splitHead(part.replace(/^\r\n/, ""));
        visit(inner.headers, inner.body.replace(/\r\n$/, ""));
      }
      return;
    }
    const content = decodeBody(body, headers.get("content-transfer-encoding") ?? "7bit").replace(/\r\n/g, "\n");
    if (/^text\/plain/i.test(type)) parsed.text ??= content;
    else if (/^text\/html/i.test(type)) parsed.html ??= content;
    else if (/^text\/calendar/i.test(type)) parsed.calendar ??= { method: /method=([A-Za-z]+)/i.exec(type)?.[1]?.toUpperCase() ?? "", content };
  };
  visit(top.headers, top.body);
  return parsed;
}
