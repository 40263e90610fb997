/**
 * Security headers on every response, with a CSP that allows exactly what the pages use. Headers that
 * protect no browser in use today are left out (X-XSS-Protection, X-Download-Options for IE 8,
 * X-Permitted-Cross-Domain-Policies for Flash, Origin-Agent-Cluster) and so is X-DNS-Prefetch-Control,
 * which only slows pages down: every header is sent with every cached page, and parsed by every client.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { AppDeps, AppEnv } from "../app-context.ts";

export interface SecurityHeaderOptions {
  /** https SITE_URL: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Origins the pages may frame (the Solutions Store). */
  frameOrigins: string[];
}

/** The site's options: https from SITE_URL, the store's origin. No inline script: the loader is a file. */
export function securityHeaderOptions(deps: Pick<AppDeps, "env" | "identity">): SecurityHeaderOptions {
  const storeOrigin = originOf(deps.identity.storeUrl);
  return { https: deps.env.siteUrl.startsWith("https:"), frameOrigins: storeOrigin ? [storeOrigin] : [] };
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The CSP's source expression for an inline script or style with exactly this text. */
export function inlineSourceHash(text: string): string {
  return `'sha256-${new Bun.CryptoHasher("sha256").update(text).digest("base64")}'`;
}

/** Frames of our own: the Site Copy editor shows its preview (a page of this site) in one. */
export interface Framing {
  /** The page frames pages of this site. */
  frameSelf?: boolean;
  /** The page may be framed by pages of this site (and by no other). */
  framedBySelf?: boolean;
}

/** The header's directives; a page that inlines its CSS adds that style's hash (pageSecurityPolicy). */
function policyDirectives(options: SecurityHeaderOptions, inlineStyles: string[], framing: Framing = {}) {
  const frameSrc = [...options.frameOrigins, ...(framing.frameSelf ? ["'self'"] : [])];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", ...inlineStyles.map(inlineSourceHash)],
    // Post images may live on another https host; nothing else does.
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: frameSrc.length > 0 ? frameSrc : ["'none'"],
    frameAncestors: [framing.framedBySelf ? "'self'" : "'none'"],
    formAction: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    ...(options.https ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The Content-Security-Policy of a page that inlines its own CSS: the site's policy plus that style.
 * The page sets it on its response (and the page cache keeps it); securityHeaders leaves it there.
 * @example headers["Content-Security-Policy"] = pageSecurityPolicy(options, [css]);
 */
export function pageSecurityPolicy(options: SecurityHeaderOptions, inlineStyles: string[], framing: Framing = {}): string {
  return Object.entries(policyDirectives(options, inlineStyles, framing))
    .map(([directive, values]) => [directive.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(" "))
    .join("; ");
}

/**
 * Cross-Origin-Opener-Policy: same-origin on every answer but a shared page's (`sharedPage`: the page cache's and
 * the not-found page). It keeps another site's window from holding a reference to ours, which matters where
 * there is a visitor's own state to leak (the admin, a preview). A shared page is the same bytes for everyone,
 * and the header costs it a new browsing context group (a cold renderer process) on every arrival from another
 * site: Lighthouse's mobile TBT of the home page's own bytes, 171 ms without it and 443 ms with it (decision 044).
 * @example app.use(securityHeaders({ https: true, frameOrigins: ["https://store.example.com"] }))
 */
export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler<AppEnv> {
  const everyAnswer = commonHeaders(options);
  return async function securityHeaders(c, next) {
    await everyAnswer(c, next);
    if (!c.get("sharedPage")) c.res.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  };
}

function commonHeaders(options: SecurityHeaderOptions) {
  return secureHeaders({
    contentSecurityPolicy: policyDirectives(options, []),
    // A page's own policy (its inline CSS's hash) stays; every other header is the same everywhere.
    overwrite: false,
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    originAgentCluster: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      browsingTopics: [],
    },
  });
}
