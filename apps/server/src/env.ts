/**
 * The server's configuration, read from the environment and validated once. Nothing else reads
 * `process.env`. A bad value stops the start with a message naming the variable.
 */
import { isTimeZone, SmsProviderSettingsSchema } from '@pw/funnel';
import { z } from 'zod';
import {
  emailField,
  httpUrlField,
  millisField,
  portField,
  signingSecretField,
  trustProxyField,
} from './env.fields.js';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** The SMS_* fields, checked by the rules the owner area uses (@pw/funnel); empty means unset. */
const smsField = {
  accountSid: SmsProviderSettingsSchema.shape.accountSid.optional(),
  authToken: SmsProviderSettingsSchema.shape.authToken.unwrap().unwrap().optional(),
  from: SmsProviderSettingsSchema.shape.from.optional(),
  baseUrl: SmsProviderSettingsSchema.shape.baseUrl.optional(),
};

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: portField(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.refine(
      (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
      'must start with postgres:// or postgresql://',
    ),
    SUPABASE_URL: httpUrlField('the project URL'),
    SUPABASE_SERVICE_ROLE_KEY: optionalText,
    ADMIN_PASSWORD: optionalText.refine(
      (v) => v === undefined || v.length >= 10,
      'must be at least 10 characters',
    ),
    WEBHOOK_URL: httpUrlField('the default webhook'),
    WEBHOOK_SIGNING_SECRET: signingSecretField,
    WEBHOOK_ALLOW_PRIVATE: flag,
    /** How long a claimed delivery is reserved; after a crash it is sent again once this has passed. */
    WEBHOOK_LEASE_MS: millisField(60_000, 1_000),
    /**
     * How long a claimed text or e-mail is reserved (decision 0308); one found mid-send after it is in
     * doubt and never sent again, one claimed but not yet sent goes after it.
     */
    MESSAGE_LEASE_MS: millisField(60_000, 1_000),
    WEB_DIST_DIR: optionalText,
    /** The site's public address, for links in e-mails (the manage link); default http://HOST:PORT. */
    PUBLIC_URL: httpUrlField('the public site address'),
    /** Outgoing mail (decision 0134): host and from together turn e-mail on. */
    SMTP_HOST: optionalText,
    SMTP_PORT: portField(587),
    SMTP_USER: optionalText,
    SMTP_PASSWORD: optionalText,
    SMTP_FROM: emailField,
    /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: flag,
    /** Where new-booking e-mails go; none sends the owner nothing. */
    OWNER_EMAIL: emailField,
    /** The owner's lead alerts (decisions 0210, 0211), by e-mail and text message: on unless 0, false or no. */
    OWNER_ALERTS: z
      .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
      .default('1')
      .transform((v) => !['0', 'false', 'no'].includes(v)),
    /**
     * The text-message provider (decision 0211), Twilio's Messages API or a compatible one: what the owner
     * leaves empty in Settings → Lead alerts takes these. The token is never shown in the owner area.
     */
    SMS_ACCOUNT_SID: smsField.accountSid,
    SMS_AUTH_TOKEN: smsField.authToken,
    /** The sender: a number of the account (E.164) or a Messaging Service SID (MG…). */
    SMS_FROM: smsField.from,
    /** Default https://api.twilio.com; a Twilio-compatible provider's API origin. */
    SMS_BASE_URL: smsField.baseUrl,
    BUSINESS_TIME_ZONE: optionalText.refine(
      (v) => v === undefined || isTimeZone(v),
      'must be an IANA time zone such as America/New_York',
    ),
    /**
     * Seals the links the server mails (unsubscribe; decision 0221). Unset: a random secret is made once and
     * kept in the store, which every instance sharing it reads.
     */
    LINK_SECRET: optionalText.refine(
      (v) => v === undefined || v.length >= 32,
      'must be at least 32 characters',
    ),
    CAPTURE_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    /** Owner sign-in attempts per client per minute. */
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().positive().default(5),
    TRUST_PROXY: trustProxyField,
    /** Whole request (headers and body) must arrive within this; a trickled body is cut off. */
    HTTP_REQUEST_TIMEOUT_MS: millisField(30_000),
    /** The request headers must arrive within this (at most HTTP_REQUEST_TIMEOUT_MS). */
    HTTP_HEADERS_TIMEOUT_MS: millisField(10_000),
    /** A kept-alive connection with no new request is closed after this. */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: millisField(5_000),
    /** A connection on which nothing moves is closed after this. */
    HTTP_IDLE_TIMEOUT_MS: millisField(30_000),
  })
  .superRefine((env, ctx) => {
    if (env.HTTP_HEADERS_TIMEOUT_MS > env.HTTP_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['HTTP_HEADERS_TIMEOUT_MS'],
        message: 'must not be longer than HTTP_REQUEST_TIMEOUT_MS',
      });
    }
    if (Boolean(env.SUPABASE_URL) !== Boolean(env.SUPABASE_SERVICE_ROLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SUPABASE_URL ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_URL'],
        message: 'SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY go together',
      });
    }
    if (Boolean(env.SMTP_HOST) !== Boolean(env.SMTP_FROM)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_HOST ? 'SMTP_FROM' : 'SMTP_HOST'],
        message: 'SMTP_HOST and SMTP_FROM go together',
      });
    }
    if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.SMTP_USER ? 'SMTP_PASSWORD' : 'SMTP_USER'],
        message: 'SMTP_USER and SMTP_PASSWORD go together',
      });
    }
  });

/** Whether outgoing e-mail is configured (SMTP_HOST and SMTP_FROM). */
export const emailConfigured = (env: Pick<Env, 'SMTP_HOST' | 'SMTP_FROM'>): boolean =>
  Boolean(env.SMTP_HOST && env.SMTP_FROM);

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the environment, throwing an `EnvError` that names every bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const res = EnvSchema.safeParse(source);
  if (res.success) return res.data;
  const lines = res.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
  throw new EnvError(`Invalid server configuration:\n${lines.join('\n')}`);
}
