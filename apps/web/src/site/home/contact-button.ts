/** The shape of the contact section's three buttons (two links and the booking island's button). */
export const contactButton =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-6 py-3 text-center font-semibold shadow';
