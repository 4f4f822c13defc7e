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

export async function securityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: production ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    // HSTS only makes sense behind HTTPS in production.
    strictTransportSecurity: production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
