import { secureHeaders } from "hono/secure-headers";

/** Scripts only from our own origin: no inline scripts, no CDNs. */
export const securityHeaders = (servedOverHttps: boolean) =>
  secureHeaders({
    strictTransportSecurity: servedOverHttps ? "max-age=15552000; includeSubDomains" : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Component libraries set inline style attributes (positioning, animations).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginEmbedderPolicy: false,
  });
