/**
 * Security headers on every response, and a content security policy for a Vite-built SPA that loads
 * Google Maps (script, tiles, fonts and the Places API) and talks only to its own server otherwise.
 * Helmet's middleware is built once, at start: `@fastify/helmet` 13 built it again for every request
 * (parsing and validating the policy's directives each time, on `/healthz` and every capture; decision
 * 0328's profile).
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.googleapis.com'];

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  scriptSrc: ["'self'", ...GOOGLE_MAPS],
  // Tailwind builds to a file, but Google Maps and React inject inline styles.
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  fontSrc: ["'self'", 'data:', 'https://fonts.gstatic.com'],
  imgSrc: [
    "'self'",
    'data:',
    'blob:',
    ...GOOGLE_MAPS,
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.ggpht.com',
  ],
  connectSrc: ["'self'", ...GOOGLE_MAPS],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'https://www.google.com'],
  upgradeInsecureRequests: null,
};

/**
 * Sets helmet's headers on every response. `scriptHashes` are the `'sha256-…'` sources of the inline
 * scripts the web build's prerendered pages carry (its `csp.json`): those exact scripts run, no other
 * inline script does.
 */
export function securityHeaders(
  app: FastifyInstance,
  production: boolean,
  scriptHashes: readonly string[] = [],
): void {
  const directives = { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes] };
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: production ? { ...directives, upgradeInsecureRequests: [] } : directives,
    },
    // HSTS only makes sense behind HTTPS in production.
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // On the raw response before any route writes: Fastify keeps headers set there and adds its own.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}
