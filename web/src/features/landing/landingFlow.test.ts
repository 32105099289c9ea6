import { describe, expect, it } from 'vitest';
import { nextLandingStep } from './landingFlow.ts';

describe('landing flow', () => {
  it('opens onboarding on the first start press and records the device as used', () => {
    expect(nextLandingStep('landing', 'start-pressed')).toEqual({
      view: 'onboarding',
      startScan: false,
      stopScan: false,
      markUsed: true,
    });
  });

  it('goes straight to measuring, starting the scan, when pressed from a non-landing view', () => {
    for (const view of ['onboarding', 'results'] as const)
      expect(nextLandingStep(view, 'start-pressed')).toMatchObject({ view: 'measuring', startScan: true });
  });

  it('starts measuring from onboarding', () => {
    expect(nextLandingStep('onboarding', 'onboarding-start')).toMatchObject({ view: 'measuring', startScan: true });
  });

  it('cancels a measurement back to the landing view and stops the scan', () => {
    expect(nextLandingStep('measuring', 'cancel')).toMatchObject({ view: 'landing', stopScan: true, startScan: false });
  });

  it('shows results when the measurement completes, and measures again on request', () => {
    expect(nextLandingStep('measuring', 'completed')).toMatchObject({ view: 'results', startScan: false });
    expect(nextLandingStep('results', 'new-measurement')).toMatchObject({ view: 'measuring', startScan: true });
  });

  it('ignores events that do not belong to the current view', () => {
    expect(nextLandingStep('landing', 'completed')).toMatchObject({ view: 'landing', startScan: false });
    expect(nextLandingStep('landing', 'cancel')).toMatchObject({ view: 'landing', stopScan: false });
    expect(nextLandingStep('results', 'onboarding-start').view).toBe('results');
  });
});
