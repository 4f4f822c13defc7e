/**
 * The owner's follow-up settings (issue 20, decision 0242): on or off, the three delays in whole minutes
 * (the first from 1), and the text and e-mail templates with their placeholders. `GET` and `PUT
 * /api/admin/follow-ups/settings` answer and take this shape; the Settings page validates with it too.
 */
import { z } from 'zod';
import { defaultConfig } from '../config/funnel-config.js';
import { CATALOGS } from '../i18n/catalogs/index.js';
import { LANGUAGES, type Language } from '../i18n/language.js';

/** The placeholders a template may use. */
export const FOLLOW_UP_PLACEHOLDERS = ['name', 'services', 'price', 'link'] as const;

const WEEK_MINUTES = 7 * 24 * 60;
const MAX_DELAY_MINUTES = 30 * 24 * 60;

/**
 * A template: known placeholders only, and `{link}` at least once (the message is there to bring them
 * back). `mayBeEmpty`: a translation's, empty until written (the English one is sent, decision 0326).
 */
const template = (max: number, needsLink: boolean, mayBeEmpty = false) =>
  z
    .string()
    .trim()
    .min(mayBeEmpty ? 0 : 1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` })
    .superRefine((text, ctx) => {
      if (text === '') return;
      for (const [, name] of text.matchAll(/\{([^{}]*)\}/g)) {
        if (!(FOLLOW_UP_PLACEHOLDERS as readonly string[]).includes(name!))
          ctx.addIssue({
            code: 'custom',
            message: `uses {${name!.slice(0, 20)}}, which is not a placeholder: use ${FOLLOW_UP_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
          });
      }
      if (needsLink && !text.includes('{link}'))
        ctx.addIssue({ code: 'custom', message: 'must contain {link}, the link that resumes the quote' });
    });

const minutes = (min: number) =>
  z
    .number({ error: 'must be a number of minutes' })
    .int({ error: 'must be whole minutes' })
    .min(min, { error: `must be at least ${min} minute${min === 1 ? '' : 's'}` })
    .max(MAX_DELAY_MINUTES, { error: `must be at most ${MAX_DELAY_MINUTES} minutes (30 days)` });

const subject = (mayBeEmpty: boolean) =>
  template(150, false, mayBeEmpty).refine((s) => !s.includes('{link}'), {
    error: 'must not contain {link}: the link goes in the body',
  });

/** A language's version of the three templates; each may be empty (not written: English is sent). */
const TranslatedTemplatesSchema = z.strictObject({
  smsText: template(320, true, true),
  emailSubject: subject(true),
  emailBody: template(4000, true, true),
});

export const FollowUpSettingsSchema = z.strictObject({
  enabled: z.boolean({ error: 'must be true or false' }),
  /** Minutes after the lead stopped for each message; each later than the one before. */
  delaysMinutes: z
    .tuple(
      [
        minutes(1).max(WEEK_MINUTES, { error: 'must be at most 10080 minutes (7 days)' }),
        minutes(1),
        minutes(1),
      ],
      {
        error: 'must be three delays in minutes',
      },
    )
    .refine(([a, b, c]) => a < b && b < c, { error: 'must each be longer than the one before' }),
  smsText: template(320, true),
  emailSubject: subject(false),
  emailBody: template(4000, true),
  /**
   * The templates' versions in the other languages (issue 41, decision 0326); absent (settings saved
   * before) means that language's defaults, an empty template means the English one is sent.
   */
  translated: z.strictObject({ es: TranslatedTemplatesSchema }).optional(),
});
export type FollowUpSettings = z.infer<typeof FollowUpSettingsSchema>;

/** A follow-up's three templates: what a language's version of the owner's settings holds. */
export type FollowUpTemplates = Pick<FollowUpSettings, 'smsText' | 'emailSubject' | 'emailBody'>;

/** Each language's default templates, from its catalog (`followUp.template.*`, issue 41). */
export const DEFAULT_FOLLOW_UP_TEMPLATES: Readonly<Record<Language, FollowUpTemplates>> = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    {
      smsText: CATALOGS[language]['followUp.template.sms'],
      emailSubject: CATALOGS[language]['followUp.template.subject'],
      emailBody: CATALOGS[language]['followUp.template.body'],
    },
  ]),
) as Record<Language, FollowUpTemplates>;

/** What a new site sends (the delays are the configuration's), with the Spanish defaults written out. */
export const DEFAULT_FOLLOW_UP_SETTINGS: FollowUpSettings = {
  enabled: true,
  delaysMinutes: [...defaultConfig.followUp.delaysMinutes],
  ...DEFAULT_FOLLOW_UP_TEMPLATES.en,
  translated: { es: { ...DEFAULT_FOLLOW_UP_TEMPLATES.es } },
};

/**
 * The owner's templates (English, as the owner wrote them) with their versions in the other languages
 * (the Settings page's Spanish templates, decision 0326).
 */
export type FollowUpTemplatesByLanguage = FollowUpTemplates & {
  readonly translated?: Partial<Record<Exclude<Language, 'en'>, FollowUpTemplates>> | undefined;
};

const TEMPLATE_KEYS = ['smsText', 'emailSubject', 'emailBody'] as const;

/**
 * The templates a lead in `language` gets (decisions 0321, 0326): the owner's own for English; for
 * another language the owner's version in it, template by template, where one is empty the English one
 * (the Settings page flags it, `translationsMissing`); settings saved before the versions existed give
 * that language's defaults.
 */
export function followUpTemplatesIn(
  settings: FollowUpTemplatesByLanguage,
  language: Language,
): FollowUpTemplates {
  const english = {
    smsText: settings.smsText,
    emailSubject: settings.emailSubject,
    emailBody: settings.emailBody,
  };
  if (language === 'en') return english;
  const own = settings.translated?.[language];
  if (!own) return DEFAULT_FOLLOW_UP_TEMPLATES[language];
  return Object.fromEntries(
    TEMPLATE_KEYS.map((k) => [k, own[k].trim() || english[k]]),
  ) as unknown as FollowUpTemplates;
}

/** The templates whose Spanish version is empty, so a Spanish lead gets the English one (flagged). */
export function translationsMissing(settings: FollowUpTemplatesByLanguage): (keyof FollowUpTemplates)[] {
  const own = settings.translated?.es;
  return own ? TEMPLATE_KEYS.filter((k) => !own[k].trim()) : [];
}

/** `POST /api/admin/follow-ups/preview`: the templates to preview (unsaved), answered as `FollowUpText`. */
export const FollowUpPreviewSchema = FollowUpSettingsSchema.pick({
  smsText: true,
  emailSubject: true,
  emailBody: true,
});
export type FollowUpPreviewBody = z.infer<typeof FollowUpPreviewSchema>;

/** One message of a lead's sequence as the owner sees it, with its delivery. */
export interface FollowUpMessageView {
  channel: 'sms' | 'email';
  /** 1, 2 or 3. */
  step: number;
  to: string;
  /**
   * `dropped`: what allowed it no longer held when it would go (STOP, unsubscribe, a booking; `lastError`
   * says which); `in_doubt`: its server died mid-send, so it may have gone and is never sent again
   * (decision 0308).
   */
  status: 'pending' | 'sent' | 'dead' | 'dropped' | 'in_doubt';
  attempts: number;
  lastError: string | null;
  queuedAt: string;
  sentAt: string | null;
}

/** `GET /api/admin/leads/:email/follow-ups`: the lead's sequence (null before it has one) and its messages. */
export interface LeadFollowUpsView {
  sequence: {
    state: 'unreachable' | 'waiting' | 'following' | 'stopped';
    sent: number;
    stopReason: string | null;
    /** When the next message is due, while one is. */
    nextAt: string | null;
  } | null;
  messages: FollowUpMessageView[];
}
