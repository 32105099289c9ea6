/**
 * Rule-based triage guidance (DECISIONS.md D3): which combinations of selected symptoms call for which
 * level of care, each rule with the public guidance it follows. The rules give a level of care and what
 * to do; they never name a probability of a disease.
 */

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
  /** What to do; every emergency rule starts with "Call emergency services". */
  advice: string;
  recommendations: readonly string[];
  source: TriageSource;
}

const NHS = (page: string, path: string): TriageSource => ({
  name: `NHS: ${page}`,
  url: `https://www.nhs.uk/${path}`,
});

export const EMERGENCY_LEAD = 'Call emergency services (999 in the UK, 112 in Europe, 911 in the US) now.';

/** The red flags and the other combinations, most urgent first. */
export const TRIAGE_RULES: readonly TriageRule[] = [
  {
    id: 'heart-attack-signs',
    level: 'emergency',
    title: 'Possible heart attack warning signs',
    requires: [
      ['chest-pain', 'chest-tightness'],
      ['shortness-of-breath', 'arm-jaw-pain', 'cold-sweat', 'nausea'],
    ],
    advice: `${EMERGENCY_LEAD} Chest pain with breathlessness, sweating, sickness or pain spreading to the arm, jaw or back can be a heart attack.`,
    recommendations: [
      'Sit down, rest and stay calm while you wait',
      'Chew one adult aspirin (300 mg) if you are not allergic and the call handler agrees',
    ],
    source: NHS('Heart attack, symptoms', 'conditions/heart-attack/symptoms/'),
  },
  {
    id: 'stroke-fast',
    level: 'emergency',
    title: 'Possible stroke (FAST)',
    requires: [['one-sided-weakness', 'facial-droop', 'speech-difficulty']],
    advice: `${EMERGENCY_LEAD} Face drooping, arm weakness or speech problems that come on suddenly are signs of a stroke, even if they pass.`,
    recommendations: ['Note the time the symptoms started', 'Do not eat or drink until you have been assessed'],
    source: NHS('Stroke, symptoms', 'conditions/stroke/symptoms/'),
  },
  {
    id: 'severe-breathing',
    level: 'emergency',
    title: 'Severe breathing difficulty',
    requires: [['severe-breathlessness', 'blue-lips']],
    advice: `${EMERGENCY_LEAD} Struggling to breathe, or blue or grey lips or skin, needs emergency care.`,
    recommendations: ['Sit upright and loosen tight clothing', 'Use your reliever inhaler if you have one'],
    source: NHS('When to call 999', 'nhs-services/urgent-and-emergency-care-services/when-to-call-999/'),
  },
  {
    id: 'thunderclap-headache',
    level: 'emergency',
    title: 'Sudden severe headache',
    requires: [['sudden-severe-headache']],
    advice: `${EMERGENCY_LEAD} A sudden, agonising headache can be a bleed on the brain.`,
    recommendations: ['Do not drive yourself to hospital', 'Tell the call handler when it started'],
    source: NHS('Subarachnoid haemorrhage', 'conditions/subarachnoid-haemorrhage/'),
  },
  {
    id: 'meningitis-signs',
    level: 'emergency',
    title: 'Possible meningitis or sepsis signs',
    requires: [['fever'], ['stiff-neck', 'rash-not-fading', 'confusion']],
    advice: `${EMERGENCY_LEAD} Fever with a stiff neck, a rash that does not fade under a glass, or confusion can be meningitis or sepsis.`,
    recommendations: ['Do not wait for a rash to appear', 'Tell the call handler about the fever and when it began'],
    source: NHS('Meningitis, symptoms', 'conditions/meningitis/symptoms/'),
  },
  {
    id: 'fainting-with-heart-symptoms',
    level: 'emergency',
    title: 'Fainting with heart symptoms',
    requires: [
      ['fainting'],
      ['chest-pain', 'palpitations', 'irregular-heartbeat', 'racing-heartbeat', 'shortness-of-breath'],
    ],
    advice: `${EMERGENCY_LEAD} Fainting together with chest pain, a pounding or irregular heartbeat or breathlessness needs urgent assessment.`,
    recommendations: ['Lie down with your legs raised', 'Do not drive'],
    source: NHS('Fainting', 'conditions/fainting/'),
  },
  {
    id: 'sudden-vision-loss',
    level: 'emergency',
    title: 'Sudden vision problems',
    requires: [['vision-loss']],
    advice: `${EMERGENCY_LEAD} Sudden loss of sight, or sudden vision problems with other stroke signs, needs emergency care.`,
    recommendations: ['Note the time it started', 'Do not drive'],
    source: NHS('Vision loss', 'conditions/vision-loss/'),
  },
  {
    id: 'sudden-confusion',
    level: 'emergency',
    title: 'Sudden confusion',
    requires: [['confusion']],
    advice: `${EMERGENCY_LEAD} Someone who suddenly becomes confused needs to be seen urgently.`,
    recommendations: ['Stay with the person', 'Tell the call handler about any medicines and illnesses'],
    source: NHS('Confusion (delirium)', 'conditions/confusion/'),
  },
  {
    id: 'chest-pain',
    level: 'urgent',
    title: 'Chest pain',
    requires: [['chest-pain', 'chest-tightness', 'arm-jaw-pain']],
    advice:
      'Get medical help today (NHS 111 or your GP). Call emergency services if the pain is sudden, feels heavy or tight, spreads, or lasts more than 15 minutes.',
    recommendations: ['Stop what you are doing and rest', 'Do not drive yourself if the pain is severe'],
    source: NHS('Chest pain', 'conditions/chest-pain/'),
  },
  {
    id: 'coughing-blood',
    level: 'urgent',
    title: 'Coughing up blood',
    requires: [['coughing-blood']],
    advice:
      'See a GP urgently or call NHS 111. Call emergency services if you cough up more than a few teaspoons or struggle to breathe.',
    recommendations: ['Note how much blood and how often', 'Tell the doctor if you smoke or have lost weight'],
    source: NHS('Coughing up blood', 'conditions/coughing-up-blood/'),
  },
  {
    id: 'breathless',
    level: 'urgent',
    title: 'Shortness of breath',
    requires: [['shortness-of-breath']],
    advice:
      'Get medical help today (NHS 111 or your GP). Call emergency services if it comes on suddenly or is severe.',
    recommendations: ['Sit upright and breathe slowly', 'Avoid exertion until you have been assessed'],
    source: NHS('Shortness of breath', 'conditions/shortness-of-breath/'),
  },
  {
    id: 'heart-rhythm',
    level: 'soon',
    title: 'Heart rhythm symptoms',
    requires: [['palpitations', 'racing-heartbeat', 'irregular-heartbeat', 'slow-heartbeat']],
    advice:
      'Book a GP appointment, especially if they keep coming back or last a long time. Get help today if you also feel faint or breathless.',
    recommendations: ['Note when they happen and what you were doing', 'Cut down on caffeine and alcohol'],
    source: NHS('Heart palpitations', 'conditions/heart-palpitations/'),
  },
  {
    id: 'high-blood-pressure',
    level: 'soon',
    title: 'High blood pressure reading',
    requires: [['high-bp-reading']],
    advice:
      'Check it again with a validated cuff after five minutes of rest; if it stays at 135/85 mmHg or more, book a GP appointment.',
    recommendations: ['Measure at the same times each day for a week', 'Reduce salt and alcohol'],
    source: NHS('High blood pressure', 'conditions/high-blood-pressure-hypertension/'),
  },
  {
    id: 'unexplained-weight-loss',
    level: 'soon',
    title: 'Unexplained weight loss or night sweats',
    requires: [['weight-loss', 'night-sweats']],
    advice: 'Book a GP appointment: losing weight without trying or drenching night sweats should be checked.',
    recommendations: ['Weigh yourself weekly and note the changes', 'List any other symptoms for your GP'],
    source: NHS('Unintentional weight loss', 'conditions/unintentional-weight-loss/'),
  },
];

/** When no rule matches: guidance from the most urgent selected symptom's urgency. */
export const URGENCY_GUIDANCE: Record<'low' | 'medium' | 'high', Omit<TriageRule, 'requires'>> = {
  high: {
    id: 'high-urgency',
    level: 'urgent',
    title: 'Get medical advice today',
    advice: 'One of your symptoms should be assessed today: contact NHS 111 or your GP.',
    recommendations: ['Do not wait to see if it passes', 'Call emergency services if it suddenly gets worse'],
    source: NHS('NHS 111', 'nhs-services/urgent-and-emergency-care-services/when-to-use-111/'),
  },
  medium: {
    id: 'medium-urgency',
    level: 'soon',
    title: 'Book a GP appointment if it persists',
    advice: 'See a GP if your symptoms last more than a few days, keep coming back or get worse.',
    recommendations: ['Keep a note of how your symptoms change', 'A pharmacist can advise in the meantime'],
    source: NHS('Pharmacy and GP services', 'nhs-services/gps/'),
  },
  low: {
    id: 'low-urgency',
    level: 'self-care',
    title: 'Self-care and watch',
    advice: 'These symptoms usually get better with rest and self-care. A pharmacist can advise on treatments.',
    recommendations: ['Rest and drink plenty of fluids', 'See a GP if they last more than two weeks or get worse'],
    source: NHS('Pharmacy and GP services', 'nhs-services/gps/'),
  },
};
