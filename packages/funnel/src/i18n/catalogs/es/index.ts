/** The Spanish catalog: neutral US Spanish, usted (issue 41); its areas as the English one's. */
import { booking } from './booking.js';
import { common } from './common.js';
import { home } from './home.js';
import { pricing } from './pricing.js';
import { privacy } from './privacy.js';
import { scheduler } from './scheduler.js';
import { wizard } from './wizard.js';
import { site } from './site.js';

export const esWeb = {
  ...common,
  ...site,
  ...home,
  ...pricing,
  ...privacy,
  ...wizard,
  ...scheduler,
  ...booking,
} as const;
export const es = { ...esWeb } as const;
