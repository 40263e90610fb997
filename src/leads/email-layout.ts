/**
 * The frame of the site's own e-mails (the visitor's confirmation, the owner's reminders): one column at
 * most 600 px wide on a light background, every style inline (mail clients drop style sheets), layout
 * tables marked role="presentation", real headings and a language, colours that pass WCAG AA, no images.
 * Every string handed in as text is escaped here; `html` parts are trusted markup built by the callers.
 */
import { escapeHtml } from "../render/escape-html.ts";

export const MAIL_COLOURS = {
  heading: "#0f172a",
  body: "#334155",
  muted: "#475569",
  border: "#e2e8f0",
  page: "#f1f5f9",
  brand: "#4338ca",
  brandSoft: "#eef2ff",
} as const;

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** A paragraph of text. */
export function mailParagraph(text: string, style = ""): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${MAIL_COLOURS.body};${style}">${escapeHtml(text)}</p>`;
}

/** A section heading (h2). */
export function mailHeading(text: string): string {
  return `<h2 style="margin:28px 0 12px;font-size:18px;line-height:1.3;font-weight:700;color:${MAIL_COLOURS.heading}">${escapeHtml(text)}</h2>`;
}

/** Label and value rows, as a small table a screen reader reads row by row. */
export function mailFieldTable(caption: string, rows: readonly (readonly [string, string])[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;border-top:1px solid ${MAIL_COLOURS.border};font-size:15px;line-height:1.5;font-weight:600;color:${MAIL_COLOURS.muted};width:42%">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:8px 0;border-top:1px solid ${MAIL_COLOURS.border};font-size:15px;line-height:1.5;color:${MAIL_COLOURS.heading}">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return `<table cellspacing="0" cellpadding="0" style="width:100%;border-collapse:collapse;margin:0 0 8px"><caption style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${escapeHtml(caption)}</caption>\n${cells}\n</table>`;
}

/** A link that looks like a button: at least 44 px high, the brand colour, its words saying where it goes. */
export function mailButton(label: string, href: string): string {
  return `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;border-radius:12px;background:${MAIL_COLOURS.brand};color:#ffffff;font-size:16px;line-height:20px;font-weight:700;text-decoration:none">${escapeHtml(label)}</a>`;
}

/** A plain link inside text; `nowrap` keeps a phone number on one line. */
export function mailLink(label: string, href: string, options: { nowrap?: boolean } = {}): string {
  const wrap = options.nowrap ? ";white-space:nowrap" : "";
  return `<a href="${escapeHtml(href)}" style="color:${MAIL_COLOURS.brand};text-decoration:underline${wrap}">${escapeHtml(label)}</a>`;
}

export interface MailPage {
  /** The <title> and what a screen reader announces the message as. */
  title: string;
  /** Text shown after the subject in an inbox list (hidden in the message). */
  preheader: string;
  /** The sender's name over the heading. */
  brand: string;
  heading: string;
  /** The body's markup (built with the helpers above). */
  body: string;
  /** The small print under the card, as text paragraphs. */
  footer: readonly string[];
}

/** The whole HTML document of one e-mail. */
export function mailPage(page: MailPage): string {
  const footer = page.footer.map((line) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:${MAIL_COLOURS.muted}">${escapeHtml(line)}</p>`).join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(page.title)}</title></head>
<body style="margin:0;padding:0;background:${MAIL_COLOURS.page};${FONT}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all" aria-hidden="true">${escapeHtml(page.preheader)}</div>
<div role="article" aria-roledescription="email" aria-label="${escapeHtml(page.title)}" lang="en" style="${FONT}">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:${MAIL_COLOURS.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px;background:#ffffff;border:1px solid ${MAIL_COLOURS.border};border-radius:16px">
<tr><td style="padding:28px 24px 12px">
<p style="margin:0 0 20px;font-size:18px;line-height:1.2;font-weight:800;color:${MAIL_COLOURS.brand}">${escapeHtml(page.brand)}</p>
<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;font-weight:800;color:${MAIL_COLOURS.heading}">${escapeHtml(page.heading)}</h1>
${page.body}
</td></tr>
</table>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:600px"><tr><td style="padding:20px 24px 8px">
${footer}
</td></tr></table>
</td></tr></table>
</div>
</body></html>
`;
}

/** The host of SITE_URL for Message-IDs; "localhost" for one that does not parse (the environment is validated, so never). */
export function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}
