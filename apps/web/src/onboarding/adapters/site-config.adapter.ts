/**
 * Local stand-in for the site configuration (owned by the site area, `src/config/site-config.ts`):
 * only what the wizard shows. Switched to the real configuration once it is merged.
 */
export interface WizardSiteConfig {
  representative: { name: string; photoUrl: string };
  serviceArea: { county: string; state: string; towns: readonly string[] };
}

export const wizardSiteConfig: WizardSiteConfig = {
  representative: { name: 'Sam', photoUrl: '' },
  serviceArea: {
    county: 'Palm Beach County',
    state: 'Florida',
    towns: ['Jupiter', 'Palm Beach Gardens', 'Lake Worth', 'Boynton Beach', 'West Palm'],
  },
};

/** The footer line under every wizard card. */
export function serviceAreaLine(config: WizardSiteConfig = wizardSiteConfig): string {
  const { county, state, towns } = config.serviceArea;
  const list = towns.length > 1 ? `${towns.slice(0, -1).join(', ')} and ${towns.at(-1)}` : towns.join('');
  return `Proudly serving ${county}, ${state}${list ? ` – including ${list}` : ''}.`;
}
