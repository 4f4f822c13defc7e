/**
 * Sample data (issue 40, decision 0317): `GET`, `POST` and `DELETE /api/admin/demo-data` (Settings -> Test
 * Data). The server fills the store with a busy season of clearly fictional leads, bookings, follow-ups,
 * alerts, deliveries and price-book versions, or removes all of it and nothing else.
 */

/** What the store holds of the sample data, and a sentence for the owner. */
export interface DemoDataAnswer {
  /** Whether any sample data is in the store. */
  present: boolean;
  /** Sample leads (those that gave an e-mail). */
  leads: number;
  /** Sample visits to the wizard, most of them leaving before the contact step. */
  visits: number;
  /** Price-book versions the sample data saved. */
  priceBookVersions: number;
  message: string;
}
