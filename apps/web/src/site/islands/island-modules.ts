import type { ComponentType } from 'react';

/**
 * The interactive parts of the site pages (decision 0260), each the default export of a module of its own,
 * loaded only by import() so that no static section pulls it into the app's chunk. An island's name is its
 * module's file name: the prerenderer finds each island's chunk by it (scripts/build-chunks.mjs), to
 * preload the chunks of the islands a page holds.
 */
export const islandModules = {
  'hero-actions': () => import('../home/hero-actions'),
  'testimonials-carousel': () => import('../home/testimonials-carousel'),
  'contact-booking': () => import('../booking/contact-booking'),
  'price-list': () => import('../pricing/price-list'),
  copyright: () => import('../footer/copyright'),
  'language-offer': () => import('../nav/language-offer'),
  'toast-mount': () => import('../../shared/toast/toast-mount'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type IslandName = keyof typeof islandModules;

/** The island's component, or a sentence naming what the page asked for. */
export async function loadIsland(name: string): Promise<ComponentType> {
  if (!Object.hasOwn(islandModules, name)) throw new Error(`No island is called "${name}".`);
  return (await islandModules[name as IslandName]()).default;
}

/** React's id prefix inside an island's root, the same in its prerender and its hydration. */
export const islandIdPrefix = (name: string) => `${name}-`;
