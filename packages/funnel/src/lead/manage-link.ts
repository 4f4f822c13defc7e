/**
 * The path of a booking's manage page (decision 0132). The token rides in the fragment, which browsers
 * never send to a server, so it stays out of access logs and Referer headers. The web app links to it
 * and the server's confirmation e-mail (decision 0134) puts it after the site's public address.
 */
export const manageBookingPath = (token: string): string => `/manage-booking#${token}`;
