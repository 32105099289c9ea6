import { SYMPTOMS, symptomById } from '@ai-doctor/content/symptoms';
import { EMERGENCY_LEAD, TRIAGE_RULES } from '@ai-doctor/content/triage-rules';
import { describe, expect, it } from 'vitest';
import { triage } from './triage.ts';

const ids = (findings: ReturnType<typeof triage>) => findings.map((f) => f.id);

describe('triage red flags', () => {
  it.each([
    ['heart-attack-signs', ['chest-pain', 'shortness-of-breath']],
    ['heart-attack-signs', ['chest-tightness', 'arm-jaw-pain']],
    ['heart-attack-signs', ['chest-pain', 'cold-sweat']],
    ['stroke-fast', ['one-sided-weakness']],
    ['stroke-fast', ['facial-droop']],
    ['stroke-fast', ['speech-difficulty']],
    ['severe-breathing', ['severe-breathlessness']],
    ['severe-breathing', ['blue-lips']],
    ['thunderclap-headache', ['sudden-severe-headache']],
    ['meningitis-signs', ['fever', 'stiff-neck']],
    ['meningitis-signs', ['fever', 'rash-not-fading']],
    ['fainting-with-heart-symptoms', ['fainting', 'palpitations']],
    ['sudden-vision-loss', ['vision-loss']],
    ['sudden-confusion', ['confusion']],
  ])('%s from %j leads with "call emergency services"', (rule, selected) => {
    const findings = triage(selected);
    expect(findings[0]?.level).toBe('emergency');
    expect(ids(findings)).toContain(rule);
    expect(findings[0]?.advice.startsWith(EMERGENCY_LEAD)).toBe(true);
  });

  it('every emergency rule is covered above and starts with the emergency lead', () => {
    for (const rule of TRIAGE_RULES.filter((r) => r.level === 'emergency')) {
      expect(rule.advice.startsWith('Call emergency services')).toBe(true);
    }
  });

  it('needs both halves of a combination', () => {
    expect(ids(triage(['chest-pain']))).toEqual(['chest-pain']);
    expect(ids(triage(['stiff-neck']))).toEqual(['medium-urgency']);
    expect(ids(triage(['fainting']))).toEqual(['high-urgency']);
  });

  it('orders findings from most to least urgent', () => {
    const findings = triage(['palpitations', 'chest-pain', 'shortness-of-breath']);
    expect(findings.map((f) => f.level)).toEqual(['emergency', 'urgent', 'urgent', 'soon']);
  });
});

describe('triage without a red flag', () => {
  it('falls back to the most urgent symptom', () => {
    expect(triage(['cough', 'sore-throat'])[0]?.level).toBe('self-care');
    expect(triage(['cough', 'wheezing'])[0]?.level).toBe('soon');
    expect(triage([])).toEqual([]);
  });

  it('never states a probability; every rule names its source and refers to real symptoms', () => {
    for (const rule of TRIAGE_RULES) {
      expect(`${rule.title} ${rule.advice}`).not.toMatch(/%|probab|likel/i);
      expect(rule.source.url).toMatch(/^https:\/\/www\.nhs\.uk\//);
      for (const group of rule.requires) for (const id of group) expect(symptomById.has(id), id).toBe(true);
    }
  });

  it('symptom ids are unique', () => {
    expect(symptomById.size).toBe(SYMPTOMS.length);
  });
});
