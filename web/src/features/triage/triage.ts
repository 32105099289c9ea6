/**
 * Triage guidance from a set of selected symptoms: every matching rule, most urgent first; when none
 * matches, the guidance for the most urgent symptom's urgency. Nothing is said when nothing is selected.
 */
import { type Symptom, symptomById } from '@ai-doctor/content/symptoms';
import { CARE_LEVELS, TRIAGE_RULES, type TriageRule, URGENCY_GUIDANCE } from '@ai-doctor/content/triage-rules';

export type TriageFinding = Omit<TriageRule, 'requires'>;

const URGENCY_ORDER: readonly Symptom['urgency'][] = ['high', 'medium', 'low'];

function applies(rule: TriageRule, selected: ReadonlySet<string>): boolean {
  return rule.requires.every((group) => group.some((id) => selected.has(id)));
}

const withoutCondition = ({ requires: _, ...finding }: TriageRule): TriageFinding => finding;

export function triage(selectedIds: Iterable<string>, rules: readonly TriageRule[] = TRIAGE_RULES): TriageFinding[] {
  const selected = new Set(selectedIds);
  if (!selected.size) return [];
  const matched = rules.filter((rule) => applies(rule, selected)).map(withoutCondition);
  // Sorting is stable: within a level, findings keep the rules' order.
  if (matched.length) {
    return matched.sort((a, b) => CARE_LEVELS.indexOf(a.level) - CARE_LEVELS.indexOf(b.level));
  }
  const urgencies = new Set([...selected].map((id) => symptomById.get(id)?.urgency).filter(Boolean));
  const top = URGENCY_ORDER.find((u) => urgencies.has(u));
  return top ? [URGENCY_GUIDANCE[top]] : [];
}
