/**
 * Sets up the platform's date and time-zone data (ICU) before the scheduler needs it: a page's first
 * `Intl.DateTimeFormat` costs a phone 50-90 ms of CPU in one piece (ICU loads its data once per page; the
 * next take well under a millisecond). The wizard's start reads no time zone (decision 0303), so the
 * analysing screen, which only waits, runs this: not the welcome while it loads (Lighthouse's blocking
 * time) nor the tap on Schedule Now (its response). Any zone warms every zone.
 */
export function warmTimeZoneData(): void {
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
}
