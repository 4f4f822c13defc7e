/**
 * Plain sentences for the ways a start fails that the owner can fix: each names its cause and its fix,
 * with no driver stack (decision 0141). `main.ts` prints the sentence and exits 1.
 */
import { DataDirInUseError } from './store/data-dir.lock.js';

type Coded = Error & { code?: string; address?: string; port?: number; hostname?: string };

/** A `DATABASE_URL` with its password masked, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '****';
    return u.toString();
  } catch {
    return '(an unreadable URL)';
  }
}

const pgReasons: Record<string, (e: Coded) => string> = {
  ECONNREFUSED: (e) => `nothing accepts connections at ${e.address ?? 'that host'}:${e.port ?? '?'}`,
  ENOTFOUND: (e) => `the host name ${e.hostname ?? ''} does not resolve`.replace('  ', ' '),
  EAI_AGAIN: (e) => `the host name ${e.hostname ?? ''} could not be looked up`.replace('  ', ' '),
  ETIMEDOUT: () => 'the connection timed out',
  ECONNRESET: () => 'the server closed the connection (a TLS setting, or not PostgreSQL?)',
  '28P01': () => 'the user name or password was refused',
  '28000': () => 'the server refused this user (pg_hba.conf, or a user that does not exist)',
  '3D000': () => 'the database named in the URL does not exist',
  '42501': () => 'the user may not create the tables (grant it CREATE on the schema)',
};

/** Why PostgreSQL could not be used, as a sentence naming `DATABASE_URL` and what was tried. */
export function databaseSentence(err: unknown, url: string): string {
  const e = err as Coded;
  const reason =
    (e.code && pgReasons[e.code]?.(e)) ||
    (/timeout/i.test(e.message ?? '') ? 'the connection timed out' : (e.message ?? String(err)));
  return (
    `Cannot use the PostgreSQL database in DATABASE_URL (${redactUrl(url)}): ${reason}. ` +
    'Check that PostgreSQL runs there and that DATABASE_URL is right, or remove DATABASE_URL to use the embedded store.'
  );
}

/** Why the server could not listen, as a sentence naming `PORT`/`HOST` and the fix; undefined if unknown. */
export function listenSentence(err: unknown, host: string, port: number): string | undefined {
  switch ((err as Coded).code) {
    case 'EADDRINUSE':
      return (
        `Port ${port} on ${host} is already in use, probably by another server (an earlier npm start still ` +
        `running?). Stop that process, or set PORT to a free port, for example PORT=${port + 1} npm start.`
      );
    case 'EACCES':
      return `Port ${port} needs administrator rights. Set PORT to 1024 or above (put a reverse proxy on 80/443).`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST ${host} is not an address of this machine. Set HOST to 127.0.0.1 (behind a proxy) or 0.0.0.0.`;
    default:
      return undefined;
  }
}

/** The sentence for a failed store start: the lock's own, or the database's. */
export function storeSentence(err: unknown, databaseUrl: string | undefined): string | undefined {
  if (err instanceof DataDirInUseError) return err.message;
  return databaseUrl ? databaseSentence(err, databaseUrl) : undefined;
}
