/** @pw/funnel: the pure domain of the lead funnel. */
export {};
