import type { GradedMetric } from '@ai-doctor/rppg-core/vitals';

/** The landing page's indicator cards (only what the scan computes, ADR-15), each with its grade (ADR-2). */
export const INDICATORS: readonly { title: string; text: string; evidence: GradedMetric }[] = [
  {
    title: 'Heart Rate',
    text: 'Your pulse, read from tiny colour changes in the skin of your face.',
    evidence: 'heartRate',
  },
  {
    title: 'Heart Rate Variability',
    text: 'Beat-to-beat timing, a window on recovery and stress.',
    evidence: 'heartRateVariability',
  },
  { title: 'Breathing Rate', text: 'How breathing gently modulates your pulse and head.', evidence: 'breathingRate' },
  {
    title: 'Blood Pressure',
    text: 'An experimental estimate from the shape of your pulse wave.',
    evidence: 'bloodPressure',
  },
  {
    title: 'Oxygen Saturation',
    text: 'An experimental estimate from red and blue light.',
    evidence: 'oxygenSaturation',
  },
  {
    title: 'Sympathetic Stress',
    text: 'Your "fight or flight" balance, computed from heart-rate variability.',
    evidence: 'sympatheticStress',
  },
  {
    title: 'Parasympathetic Activity',
    text: 'Your "rest and digest" balance, computed from heart-rate variability.',
    evidence: 'parasympatheticActivity',
  },
  {
    title: 'PRQ Signal Quality',
    text: 'How clean the pulse signal was, so you know how far to trust it.',
    evidence: 'prq',
  },
];
