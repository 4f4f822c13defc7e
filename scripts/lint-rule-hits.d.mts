export function lintRuleHits(
  code: string,
  filePath: string,
  prefix: string,
): Promise<{ ruleId: string; line: number }[]>;
