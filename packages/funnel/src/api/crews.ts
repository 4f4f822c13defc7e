import type { CrewSettings } from '../calendar/crew-hours.schema.js';

/**
 * What `GET`/`PUT /api/admin/crews` answer (issue 42, decision 0330): the crews and their hours in force,
 * and whether they are the ones the weekly slots mean (`crewsOfSlots`: never saved) or the owner's own.
 */
export interface CrewsView {
  settings: CrewSettings;
  isDefault: boolean;
}
