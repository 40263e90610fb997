/**
 * Security headers on every response, with a CSP that allows exactly what the pages use. Headers that
 * protect no browser in use today are left out (X-XSS-Protection, X-Download-Options for IE 8,
 * X-Permitted-Cross-Domain-Policies for Flash, Origin-Agent-Cluster) and so is X-DNS-Prefetch-Control,
 * which only slows pages down: every header is sent with every cached page, and parsed by every client.
 */
import { secureHeaders } from "hono/secure-headers";

export interface SecurityHeaderOptions {
  /** https SITE_URL: adds HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Origins the pages may frame (the Solutions Store). */
  frameOrigins: string[];
}

/**
 * @example app.use(securityHeaders({ https: true, frameOrigins: ["https://store.example.com"] }))
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const frameSrc = options.frameOrigins.length > 0 ? options.frameOrigins : ["'none'"];
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Post images may live on another https host; nothing else does.
      imgSrc: ["'self'", "data:", "https:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc,
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: options.https ? "max-age=31536000; includeSubDomains" : false,
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
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
