/**
 * A real SMTP server on 127.0.0.1 for tests (the `smtp-server` package): records every message it takes,
 * and while `down` refuses mail with a temporary 451, as a mail server that is away would.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { smtpSender, type MailSender } from '../src/mail/mail.worker.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export class SmtpReceiver {
  readonly received: ReceivedMail[] = [];
  down = false;
  port = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom: (_address, _session, done) => {
      if (!this.down) return done();
      const err = Object.assign(new Error('Try again later'), { responseCode: 451 });
      done(err);
    },
    onData: (stream, session, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        this.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const decode = (body: string, encoding: string | undefined): string => {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
};

/** The MIME parts of a message (a single-part message is one part): headers (lower-cased) and decoded body. */
export function mimeParts(raw: string): { headers: string; body: string }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.map((chunk) => {
    const at = chunk.indexOf('\r\n\r\n');
    const headers = chunk.slice(0, at).toLowerCase();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/.exec(headers)?.[1];
    return { headers, body: decode(chunk.slice(at + 4).trim(), encoding) };
  });
}

/** The environment that sends the server's mail to `smtp`. */
export const smtpEnv = (smtp: SmtpReceiver): Record<string, string> => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_FROM: 'bookings@wash.example.com',
});

/** The real SMTP sender of the server, pointed at `smtp`. */
export const senderTo = (smtp: SmtpReceiver): MailSender =>
  smtpSender({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: smtp.port,
    SMTP_SECURE: false,
    SMTP_USER: undefined,
    SMTP_PASSWORD: undefined,
    SMTP_FROM: 'bookings@wash.example.com',
  });
