/** The calendar file (`.ics`) a prospect gets with a booking or from the manage page (issue 41). */
export const calendar = {
  'calendar.summary':
    '{kind, select, assessment {Free on-site assessment} other {Pressure washing appointment}}',
  'calendar.description': 'Services: {services}',
} as const;
