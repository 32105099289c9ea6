/**
 * Rule-based triage guidance (ADR-14, ADR-15): which combinations of selected symptoms call for which
 * level of care, each rule with the public guidance it follows. The rules give a level of care and what
 * to do; they never name a probability of a disease. `rules.json` holds the red flags and the other
 * combinations, most urgent first; `urgency-guidance.json` what to do when no rule matches.
 */
import rules from './rules.json' with { type: 'json' };
import guidance from './urgency-guidance.json' with { type: 'json' };

/** From most to least urgent; a finding's level decides its order and colour. */
export const CARE_LEVELS = ['emergency', 'urgent', 'soon', 'self-care'] as const;
export type CareLevel = (typeof CARE_LEVELS)[number];

export interface TriageSource {
  name: string;
  url: string;
}

export interface TriageRule {
  id: string;
  level: CareLevel;
  title: string;
  /** Symptom ids: the rule applies when at least one symptom of every group is selected. */
  requires: readonly (readonly string[])[];
  /** What to do; every emergency rule starts with {@link EMERGENCY_LEAD}. */
  advice: string;
  recommendations: readonly string[];
  source: TriageSource;
}

/** A rule as the files write it: an emergency rule's advice leaves out the lead, its source names an NHS page. */
export type TriageRuleEntry = Omit<TriageRule, 'source'> & { source: { nhsPage: string; nhsPath: string } };

export const EMERGENCY_LEAD = 'Call emergency services (999 in the UK, 112 in Europe, 911 in the US) now.';

function asWritten<R extends Omit<TriageRuleEntry, 'requires'>>({ source, ...rule }: R) {
  return {
    ...rule,
    advice: rule.level === 'emergency' ? `${EMERGENCY_LEAD} ${rule.advice}` : rule.advice,
    source: { name: `NHS: ${source.nhsPage}`, url: `https://www.nhs.uk/${source.nhsPath}` },
  };
}

/** Checked against their schema by the package's tests. */
export const TRIAGE_RULES: readonly TriageRule[] = (rules as TriageRuleEntry[]).map(asWritten);

/** When no rule matches: guidance from the most urgent selected symptom's urgency. */
export const URGENCY_GUIDANCE = Object.fromEntries(
  Object.entries(guidance as Record<string, Omit<TriageRuleEntry, 'requires'>>).map(([u, g]) => [u, asWritten(g)]),
) as Record<'low' | 'medium' | 'high', Omit<TriageRule, 'requires'>>;
