/** The Spanish catalog: neutral US Spanish, usted (issue 41); its areas as the English one's. */
import { calendar } from './calendar.js';
import { common } from './common.js';
import { mails } from './mails.js';
import { texts } from './texts.js';
import { unsubscribe } from './unsubscribe.js';

export const esWeb = { ...common } as const;
export const es = { ...esWeb, ...mails, ...texts, ...calendar, ...unsubscribe } as const;
