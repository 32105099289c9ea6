/**
 * The landing-variant flow (ADR-18) as a pure transition function: views landing →
 * onboarding → measuring → results. Side effects (start/stop the scan, set `ai_doctor_used`) are
 * returned as flags for the hook to carry out.
 */
export type LandingView = 'landing' | 'onboarding' | 'measuring' | 'results';

export type LandingEvent =
  /** 'Request a Demo' / 'Begin Health Scan Now' / the returning user's button. */
  | 'start-pressed'
  /** The onboarding screen's start action. */
  | 'onboarding-start'
  | 'cancel'
  /** The scan store produced results. */
  | 'completed'
  | 'new-measurement';

export interface LandingStep {
  view: LandingView;
  startScan: boolean;
  stopScan: boolean;
  markUsed: boolean;
}

const stay = (view: LandingView): LandingStep => ({ view, startScan: false, stopScan: false, markUsed: false });
const measure: LandingStep = { view: 'measuring', startScan: true, stopScan: false, markUsed: false };

export function nextLandingStep(view: LandingView, event: LandingEvent): LandingStep {
  switch (event) {
    case 'start-pressed':
      // From the landing view the start button opens onboarding and records the device as used;
      // pressed from any other view it goes straight to measuring.
      return view === 'landing' ? { ...stay('onboarding'), markUsed: true } : measure;
    case 'onboarding-start':
      return view === 'onboarding' ? measure : stay(view);
    case 'cancel':
      return view === 'measuring' ? { ...stay('landing'), stopScan: true } : stay(view);
    case 'completed':
      return view === 'measuring' ? stay('results') : stay(view);
    case 'new-measurement':
      return view === 'results' ? measure : stay(view);
  }
}
