import { defaultConfig, PROPERTY_CATEGORIES, type PropertyCategory } from '@pw/funnel';

/** The price catalog shown on /pricing: the funnel's, so the page and the quote always agree. */
export const catalog = defaultConfig.catalog;
export const categories: readonly PropertyCategory[] = PROPERTY_CATEGORIES;
export type { PropertyCategory };
