/** Security headers on every response, with a CSP that allows exactly what the pages use. */
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
    originAgentCluster: "?1",
    xXssProtection: "0",
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
