import { useEffect } from 'react';
import { siteConfig } from '../config/site-config';

export interface PageMeta {
  title: string;
  description: string;
  path: string;
}

/** Title and description of each prerendered page; the prerender script writes them into the HTML. */
export const pageMeta = {
  home: {
    path: '/',
    title: `${siteConfig.businessName} | Pressure Washing in ${siteConfig.county}, ${siteConfig.state}`,
    description: `Fully insured, eco-friendly pressure washing for homes and businesses in ${siteConfig.county} and ${siteConfig.towns.join(', ')}. Get a free quote in minutes.`,
  },
  pricing: {
    path: '/pricing',
    title: `${siteConfig.county} Pricing | ${siteConfig.businessName}`,
    description: `Pressure washing prices for residential and commercial properties in ${siteConfig.county}: driveways, roofs, pool decks, storefronts and more.`,
  },
  privacy: {
    path: '/privacy-policy',
    title: `Privacy Policy | ${siteConfig.businessName}`,
    description: `How ${siteConfig.businessName} collects, uses and protects your personal information.`,
  },
  onboarding: {
    path: '/onboarding/welcome',
    title: `Free Quote in Minutes | ${siteConfig.businessName}`,
    description: `Answer a few quick questions and get a fast, free pressure washing quote for your property in ${siteConfig.county}, then book a time that suits you.`,
  },
  terms: {
    path: '/terms-of-service',
    title: `Terms of Service | ${siteConfig.businessName}`,
    description: `How ${siteConfig.businessName}'s free estimates and jobs are agreed.`,
  },
  notFound: {
    path: '/404',
    title: `Page not found | ${siteConfig.businessName}`,
    description: 'The page you are looking for does not exist.',
  },
} satisfies Record<string, PageMeta>;

function setMeta(selector: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/** Keeps the document title and description in step with the page after client-side navigation. */
export function usePageMeta(meta: PageMeta): void {
  useEffect(() => {
    document.title = meta.title;
    setMeta('meta[name="description"]', meta.description);
    setMeta('meta[property="og:title"]', meta.title);
    setMeta('meta[property="og:description"]', meta.description);
    setMeta('meta[property="og:url"]', new URL(meta.path, siteConfig.siteUrl).href);
  }, [meta]);
}
