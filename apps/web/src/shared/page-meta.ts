import { useEffect } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { pathInLanguage, type Language } from '@pw/funnel';
import { siteConfig } from '../config/site-config';
import { useLanguage, type WebMessageKey } from './i18n';

export interface PageMeta {
  title: string;
  description: string;
  path: string;
}

/** Each page's English path and the catalog keys of its title and description (decision 0322). */
export const pageMeta = {
  home: { path: '/', title: 'meta.home.title', description: 'meta.home.description' },
  pricing: { path: '/pricing', title: 'meta.pricing.title', description: 'meta.pricing.description' },
  privacy: {
    path: '/privacy-policy',
    title: 'meta.privacy.title',
    description: 'meta.privacy.description',
  },
  onboarding: {
    path: '/onboarding/welcome',
    title: 'meta.onboarding.title',
    description: 'meta.onboarding.description',
  },
  terms: { path: '/terms-of-service', title: 'meta.terms.title', description: 'meta.terms.description' },
  manage: { path: '/manage-booking', title: 'meta.manage.title', description: 'meta.manage.description' },
  notFound: { path: '/404', title: 'meta.notFound.title', description: 'meta.notFound.description' },
} as const satisfies Record<string, { path: string; title: WebMessageKey; description: WebMessageKey }>;

export type PageName = keyof typeof pageMeta;

/** The site's facts the titles and descriptions name. */
const metaValues = {
  business: siteConfig.businessName,
  county: siteConfig.county,
  state: siteConfig.state,
  towns: siteConfig.towns.join(', '),
};

/** A page's title, description and path in `intl`'s language (the prerender's and the browser's). */
export function pageMetaIn(intl: IntlShape, language: Language, page: PageName): PageMeta {
  const { path, title, description } = pageMeta[page];
  return {
    path: pathInLanguage(path, language),
    title: intl.formatMessage({ id: title }, metaValues),
    description: intl.formatMessage({ id: description }, metaValues),
  };
}

function setMeta(selector: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/** Keeps the document title and description in step with the page after client-side navigation. */
export function usePageMeta(page: PageName): void {
  const intl = useIntl();
  const language = useLanguage();
  useEffect(() => {
    const meta = pageMetaIn(intl, language, page);
    document.title = meta.title;
    setMeta('meta[name="description"]', meta.description);
    setMeta('meta[property="og:title"]', meta.title);
    setMeta('meta[property="og:description"]', meta.description);
    setMeta('meta[property="og:url"]', new URL(meta.path, siteConfig.siteUrl).href);
  }, [intl, language, page]);
}
