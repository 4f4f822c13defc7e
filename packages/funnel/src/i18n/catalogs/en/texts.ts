/**
 * The texts the server sends a prospect (issue 41): the answers to HELP, STOP and START (decision 0309),
 * and the follow-ups' defaults. The `followUp.template.*` messages are templates the follow-up fills with
 * its own placeholders ({name}, {services}, {price}, {link}; decision 0242), not through ICU; the English
 * ones are `DEFAULT_FOLLOW_UP_SETTINGS`, what the owner edits.
 */
export const texts = {
  'text.reply.help':
    '{business}: texts about your quote and appointment. Help: {phone}. Msg & data rates may apply. Reply STOP to opt out.',
  'text.reply.stop':
    "{business}: you're unsubscribed and will get no more texts. Reply START to subscribe again.",
  'text.reply.start':
    "{business}: you're subscribed again to texts about your quote and appointment. Reply HELP for help, STOP to opt out.",
  'followUp.template.sms':
    'Hi {name}, your {services} quote ({price}) is saved. Pick up where you left off: {link} Reply STOP to opt out.',
  'followUp.template.subject': 'Your {services} quote is saved',
  'followUp.template.body':
    'Hi {name},\n\nYour quote for {services} ({price}) is saved. You can pick up where you left off and book a time here:\n\n{link}\n\nThe link works on any device for 14 days.',
  /** What {name}, {services} and {price} read when the lead has none. */
  'followUp.noName': 'there',
  'followUp.noServices': 'pressure washing',
  'followUp.noPrice': 'your price',
} as const;
