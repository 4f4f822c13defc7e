/**
 * The business's name and phone, written once: the web app's site configuration reads them from here for
 * every page, and the server names the same business in its texts (a HELP answer, decision 0309). Another
 * company changes them here.
 */
export interface BusinessContact {
  readonly name: string;
  /** Ten national digits. */
  readonly phone: string;
}

export const DEFAULT_BUSINESS: BusinessContact = { name: 'Palm Beach Pressure Pros', phone: '5615550142' };
