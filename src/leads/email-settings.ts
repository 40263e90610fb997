/**
 * The lead e-mail settings read from the environment: the SMTP server (SMTP_URL), who sends (MAIL_FROM) and,
 * when the host sets them, who receives (LEAD_NOTIFY_EMAIL; otherwise the owner sets them in the admin). The field schemas are used by src/env.ts, which also
 * decides how the three go together.
 */
import { z } from "zod";

/** An address with an optional display name, as nodemailer takes it. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface SmtpSettings {
  /**
   * SMTP_URL as given: nodemailer reads host, port, user, password and any `?option=` from it. It holds
   * the password, so it is never logged nor shown in an error; `shownUrl` is the printable form.
   */
  url: string;
  /** `smtps://user@host:port`, without the password or options. */
  shownUrl: string;
  /**
   * smtp:// in production: STARTTLS is required, so a lead (personal data) never crosses the network in
   * clear. `?requireTLS=false` in the URL turns it off (a relay on the same host without TLS).
   */
  requireTls: boolean;
}

export interface LeadEmailSettings {
  smtp: SmtpSettings;
  from: MailAddress;
  /** LEAD_NOTIFY_EMAIL: the recipients the host set; [] when the owner names them in the admin (src/leads/alert-settings.ts). */
  to: string[];
}

const isEmail = (text: string) => z.email().safeParse(text).success;

/** `smtp://user:password@host:port` (STARTTLS when offered) or `smtps://…` (TLS from the start). */
export const SmtpUrl = z.string().transform((value, ctx) => {
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    // Reported below: a URL that does not parse is as wrong as one of another scheme.
  }
  if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || url.hostname === "") {
    ctx.addIssue({ code: "custom", message: "must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465" });
    return z.NEVER;
  }
  const user = url.username ? `${url.username}@` : "";
  return { url: value.trim(), shownUrl: `${url.protocol}//${user}${url.host}`, protocol: url.protocol };
});

/**
 * Comma-separated addresses, each checked; blanks between commas are ignored, repeats dropped.
 * @example MailRecipients.parse("owner@example.com, sales@example.com") // ["owner@example.com", "sales@example.com"]
 */
export const MailRecipients = z.string().transform((list, ctx) => {
  const addresses = [
    ...new Set(
      list
        .split(",")
        .map((a) => a.trim())
        .filter((a) => a !== ""),
    ),
  ];
  if (addresses.length === 0) ctx.addIssue({ code: "custom", message: "must list at least one e-mail address" });
  for (const address of addresses) {
    if (!isEmail(address)) ctx.addIssue({ code: "custom", message: `"${address}" is not an e-mail address (separate several with commas)` });
  }
  return addresses;
});

/** `website@example.com` or `BiziAgent website <website@example.com>` (the name may be quoted). */
export const MailFrom = z.string().transform((value, ctx): MailAddress => {
  const match = /^(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = match?.[2] ?? match?.[3];
  const name = (match?.[1] ?? "").trim();
  if (!address || !isEmail(address) || /[\r\n]/.test(name)) {
    ctx.addIssue({ code: "custom", message: 'must be an e-mail address, or a name and an address such as "BiziAgent website <website@example.com>"' });
    return z.NEVER;
  }
  return { name, address };
});

/**
 * How the three variables go together: SMTP_URL and MAIL_FROM make a server that can send (the host's part);
 * LEAD_NOTIFY_EMAIL names the owner's recipients, or is left out for the owner to name them in the admin. A
 * partial set is an error at start, not e-mails that silently never go out. MAIL_FROM has no default: the
 * sender must be one the SMTP server accepts and the domain's SPF/DMARC allow, which no guess can know.
 */
export function leadEmailSettings(
  vars: { SMTP_URL?: z.infer<typeof SmtpUrl>; LEAD_NOTIFY_EMAIL?: string[]; MAIL_FROM?: MailAddress },
  options: { production: boolean },
): { settings?: LeadEmailSettings; error?: string } {
  const { SMTP_URL: smtp, LEAD_NOTIFY_EMAIL: to, MAIL_FROM: from } = vars;
  if (!smtp) {
    const given = to ? "LEAD_NOTIFY_EMAIL" : from ? "MAIL_FROM" : undefined;
    return given ? { error: `SMTP_URL: required when ${given} is set (the server that sends the lead e-mails, e.g. smtps://user:password@mail.example.com:465)` } : {};
  }
  if (!from) return { error: 'MAIL_FROM: required when SMTP_URL is set (a sender your SMTP server accepts, e.g. "BiziAgent website <website@example.com>")' };
  return {
    settings: {
      smtp: { url: smtp.url, shownUrl: smtp.shownUrl, requireTls: options.production && smtp.protocol === "smtp:" },
      from,
      to: to ?? [],
    },
  };
}
