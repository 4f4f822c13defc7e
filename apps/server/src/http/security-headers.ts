/**
 * Security headers on every response, and a content security policy for a Vite-built SPA that loads
 * Google Maps (script, tiles, fonts and the Places API) and talks only to its own server otherwise.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
 * Registers helmet. `scriptHashes` are the `'sha256-…'` sources of the inline scripts the web build's
 * prerendered pages carry (its `csp.json`): those exact scripts run, no other inline script does.
 */
export async function securityHeaders(
  app: FastifyInstance,
  production: boolean,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  const directives = { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...scriptHashes] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: production ? { ...directives, upgradeInsecureRequests: [] } : directives,
    },
    // HSTS only makes sense behind HTTPS in production.
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
