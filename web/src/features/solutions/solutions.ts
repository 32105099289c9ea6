import type { SolutionSlug } from '../../app/siteRoutes.ts';
import type { InfoCard } from '../../shared/ui/InfoCards.tsx';
import type { LinkAction } from '../../shared/ui/LinkButtons.tsx';
import type { Plan } from '../../shared/ui/PlanCards.tsx';
import { contactAbout } from '../marketing/index.ts';

/**
 * The six business solutions (spec 02 §2 "Solutions", §9 plan prices). Every figure in a `metrics` block
 * is illustrative marketing copy and is shown with a footnote saying it is not a clinical-study result
 * (DECISIONS D1). Success stories are labelled as illustrative scenarios, not customer results.
 */

export interface Metric {
  value: string;
  label: string;
}

/** A block of a solution page, rendered in order under an h2. */
export type SolutionSection =
  | { kind: 'cards'; heading: string; intro?: string; cards: readonly InfoCard[]; illustrative?: boolean }
  | { kind: 'metrics'; heading: string; metrics: readonly Metric[] }
  | { kind: 'plans'; heading: string; plans: readonly Plan[] };

export interface Solution {
  slug: SolutionSlug;
  /** Card on /solutions. */
  card: { title: string; description: string; features: readonly string[] };
  banner: { title: string; text: string; actions: readonly LinkAction[] };
  sections: readonly SolutionSection[];
  closing: { heading: string; text: string; actions: readonly LinkAction[] };
}

const DEMO = contactAbout('Demo request');
const SALES = contactAbout('Sales enquiry');
const contactSales = { label: 'Contact Sales', to: SALES };
const DEMO_AND_SALES: readonly LinkAction[] = [{ label: 'Schedule Demo', to: DEMO }, contactSales];

/** Two example customers, labelled as scenarios: we publish no customer results. */
const illustrativeStories = (who: string, cards: readonly InfoCard[]): SolutionSection => ({
  kind: 'cards',
  heading: 'Success stories',
  intro: `Illustrative scenarios showing how ${who} could use AI Doctor; they are not customer results.`,
  illustrative: true,
  cards,
});

/** A priced plan whose button asks for a demo or trial (`cta`); custom-priced plans use {@link custom}. */
const plan = (
  name: string,
  price: string,
  period: string,
  features: readonly string[],
  cta: LinkAction,
  popular = false,
): Plan => ({ name, price, period, features, cta, popular });

const custom = (name: string, description: string, features: readonly string[]): Plan => ({
  name,
  price: 'Custom',
  period: '',
  description,
  features,
  cta: contactSales,
});

export const SOLUTIONS: readonly Solution[] = [
  {
    slug: 'gp-clinics',
    card: {
      title: 'GP Clinics',
      description: 'Contactless vital-sign check-ins in the waiting room or before a video appointment.',
      features: ['Pre-appointment check-ins', 'Remote follow-ups', 'No extra hardware'],
    },
    banner: {
      title: 'AI Doctor for GP Clinics',
      text: 'Give clinicians a quick set of vital-sign estimates before the patient sits down, from a tablet in the waiting room or the patient’s own phone.',
      actions: DEMO_AND_SALES,
    },
    sections: [
      {
        kind: 'cards',
        heading: 'Features',
        cards: [
          {
            title: 'Waiting-room check-in',
            text: 'Patients scan on a practice tablet; heart rate, breathing rate and stress estimates are ready for the consultation.',
          },
          {
            title: 'Remote follow-ups',
            text: 'Patients scan at home before a phone or video appointment with the camera they already have.',
          },
          {
            title: 'Quality-gated readings',
            text: 'Each reading carries a signal-quality score and evidence label; weak scans are flagged for a retake.',
          },
          {
            title: 'Privacy first',
            text: 'Video is analysed on the device and never uploaded; only numeric results are shared.',
          },
        ],
      },
      {
        kind: 'metrics',
        heading: 'Results practices aim for',
        metrics: [
          { value: '40%', label: 'faster pre-consultation checks' },
          { value: '25%', label: 'more follow-ups completed remotely' },
          { value: '60%', label: 'less time on manual vital-sign entry' },
          { value: '30%', label: 'better patient engagement between visits' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Use cases',
        cards: [
          {
            title: 'Chronic condition reviews',
            text: 'Regular home check-ins between hypertension or heart-failure reviews.',
          },
          {
            title: 'Telehealth appointments',
            text: 'A set of estimates on screen before a video consultation starts.',
          },
          { title: 'Health checks', text: 'A quick, contact-free screening step in routine health checks.' },
        ],
      },
      {
        kind: 'plans',
        heading: 'Pricing',
        plans: [
          plan('Starter', '$199', '/month', ['Up to 500 scans/month', 'Clinician dashboard', 'E-mail support'], {
            label: 'Request Demo',
            to: DEMO,
          }),
          plan(
            'Professional',
            '$499',
            '/month',
            ['Up to 2,000 scans/month', 'Remote patient links', 'Priority support'],
            { label: 'Request Demo', to: DEMO },
            true,
          ),
          custom('Enterprise', 'For groups of practices.', [
            'Unlimited scans',
            'Integration support',
            'Dedicated manager',
          ]),
        ],
      },
    ],
    closing: {
      heading: 'Bring contactless check-ins to your practice',
      text: 'See a live scan and talk through how it fits your appointments.',
      actions: DEMO_AND_SALES,
    },
  },
  {
    slug: 'hospitals',
    card: {
      title: 'Hospitals & Specialists',
      description: 'Triage support, post-discharge monitoring and rehabilitation check-ins across departments.',
      features: ['Emergency triage', 'Post-discharge monitoring', 'EHR integration'],
    },
    banner: {
      title: 'AI Doctor for Hospitals',
      text: 'Contact-free vital-sign estimates that help staff prioritise, and let patients check in from home after discharge.',
      actions: [
        { label: 'Schedule Hospital Demo', to: DEMO },
        { label: 'Request Pilot Program', to: DEMO },
      ],
    },
    sections: [
      {
        kind: 'cards',
        heading: 'Features',
        cards: [
          {
            title: 'Emergency triage',
            text: 'A contact-free first set of estimates in the waiting area, alongside standard triage observations.',
          },
          {
            title: 'Post-discharge monitoring',
            text: 'Patients scan at home with their phone; care teams see trends and quality-flagged readings.',
          },
          {
            title: 'Cardiac rehabilitation',
            text: 'Heart rate and recovery estimates before and after prescribed exercise sessions.',
          },
          {
            title: 'Mental health assessment',
            text: 'Stress and autonomic indices from heart rate variability as one input to a clinician’s assessment.',
          },
        ],
      },
      {
        kind: 'metrics',
        heading: 'Outcomes hospitals aim for',
        metrics: [
          { value: '35%', label: 'faster initial triage' },
          { value: '50%', label: 'more remote check-ins after discharge' },
          { value: '28%', label: 'less staff time on routine observations' },
          { value: '45%', label: 'fewer readmissions' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Department use cases',
        cards: [
          { title: 'Emergency Department', text: 'Contact-free estimates while patients wait to be seen.' },
          { title: 'Cardiology', text: 'Home heart-rate and rhythm-regularity check-ins between clinic visits.' },
          { title: 'General Medicine', text: 'Daily remote check-ins for patients discharged early.' },
          { title: 'Psychiatry', text: 'Stress and recovery trends to support conversations with patients.' },
        ],
      },
      {
        kind: 'cards',
        heading: 'EHR integration and compliance',
        cards: [
          {
            title: 'EHR integration',
            text: 'Results are available as structured data for your electronic health record through our API.',
          },
          {
            title: 'Data protection',
            text: 'Video never leaves the device. We work with your information-governance team on a data protection impact assessment before any pilot.',
          },
        ],
      },
      {
        kind: 'plans',
        heading: 'Pricing',
        plans: [
          plan('Department', '$2,999', '/month', ['Up to 5,000 scans/month', 'One department', 'Training for staff'], {
            label: 'Request Demo',
            to: DEMO,
          }),
          plan(
            'Hospital',
            '$9,999',
            '/month',
            ['Up to 25,000 scans/month', 'All departments', 'EHR integration support'],
            { label: 'Request Demo', to: DEMO },
            true,
          ),
          custom('Health System', 'For several hospitals.', [
            'Unlimited scans',
            'Multi-site rollout',
            'Dedicated team',
          ]),
        ],
      },
    ],
    closing: {
      heading: 'Start with a pilot in one department',
      text: 'We will help you measure whether contactless check-ins work for your patients and staff.',
      actions: [
        { label: 'Request Pilot Program', to: DEMO },
        { label: 'Contact Sales', to: SALES },
      ],
    },
  },
  {
    slug: 'insurance',
    card: {
      title: 'Insurance',
      description: 'Contact-free wellness check-ins for members, as part of wellness programmes and onboarding.',
      features: ['Risk assessment', 'Wellness programmes', 'Member engagement'],
    },
    banner: {
      title: 'AI Doctor for Insurance',
      text: 'Let members check their vital-sign estimates from their phone, as part of onboarding and wellness programmes.',
      actions: [
        { label: 'Schedule Demo', to: DEMO },
        { label: 'Download ROI Calculator', to: SALES },
      ],
    },
    sections: [
      {
        kind: 'cards',
        heading: 'Features',
        cards: [
          {
            title: 'Risk assessment',
            text: 'Optional contactless check-ins during onboarding, as one input alongside your existing underwriting.',
          },
          {
            title: 'Wellness integration',
            text: 'Members track heart rate, breathing and stress estimates inside your wellness programme.',
          },
          {
            title: 'Claims prevention',
            text: 'Encourage members to see a doctor early when their trends change.',
          },
          {
            title: 'Fraud detection',
            text: 'A photo or a screen has no pulse, so a scan without a real pulse signal is not accepted.',
          },
        ],
      },
      {
        kind: 'metrics',
        heading: 'Returns insurers aim for',
        metrics: [
          { value: '23%', label: 'lower onboarding costs' },
          { value: '40%', label: 'more members engaged in wellness programmes' },
          { value: '32%', label: 'faster application processing' },
          { value: '18%', label: 'fewer preventable claims' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Solutions by line of business',
        cards: [
          { title: 'Life insurance', text: 'Contact-free check-ins for simplified applications.' },
          { title: 'Health insurance', text: 'Ongoing wellness check-ins for members.' },
          { title: 'Employee benefits', text: 'Wellbeing check-ins offered through employer schemes.' },
          { title: 'Travel insurance', text: 'A quick self-check before travel.' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Integration and compliance',
        cards: [
          { title: 'API and SDK', text: 'Embed the scan in your app or portal; results come back as structured data.' },
          {
            title: 'Consent and privacy',
            text: 'Members choose what to share. Video never leaves their device, and UK GDPR obligations are agreed in contract.',
          },
        ],
      },
      illustrativeStories('insurers', [
        {
          title: 'A health insurer’s wellness app',
          text: 'Members add a weekly 35-second scan to their wellness app and see their own trends, prompting earlier GP visits.',
        },
        {
          title: 'A life insurer’s simplified application',
          text: 'Applicants complete an optional contactless check-in at home instead of booking a separate appointment for basic observations.',
        },
      ]),
      {
        kind: 'plans',
        heading: 'Pricing',
        plans: [
          plan(
            'Basic Analytics',
            '$0.75',
            'per member per month',
            ['Member scans in your app', 'Aggregate dashboards'],
            { label: 'Start Pilot Program', to: DEMO },
          ),
          plan(
            'Advanced Risk',
            '$2.50',
            'per member per month',
            ['Everything in Basic Analytics', 'Trend alerts', 'Onboarding check-ins'],
            { label: 'Start Pilot Program', to: DEMO },
            true,
          ),
          custom('Enterprise', 'For large books of business.', ['Custom integration', 'Dedicated team']),
        ],
      },
    ],
    closing: {
      heading: 'See what contactless check-ins could do for your members',
      text: 'Run a pilot with a group of members and measure the effect yourself.',
      actions: DEMO_AND_SALES,
    },
  },
  {
    slug: 'gyms',
    card: {
      title: 'Gyms & Fitness Centers',
      description: 'Readiness and recovery check-ins for members before and after workouts.',
      features: ['Recovery tracking', 'Member engagement', 'Personal training insights'],
    },
    banner: {
      title: 'AI Doctor for Gyms & Fitness Centers',
      text: 'A 35-second check-in at the front desk or on the member’s phone: resting heart rate, HRV and a recovery estimate before the workout.',
      actions: DEMO_AND_SALES,
    },
    sections: [
      {
        kind: 'metrics',
        heading: 'What gyms aim for',
        metrics: [
          { value: '85%', label: 'of members try a check-in in the first month' },
          { value: '35%', label: 'higher member retention' },
          { value: '50%', label: 'more personal-training conversations' },
          { value: '30%', label: 'fewer overtraining complaints' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Features',
        cards: [
          {
            title: 'Readiness check-in',
            text: 'Resting heart rate and HRV before a session.',
            points: ['Spot days for a lighter session', 'Takes 35 seconds'],
          },
          {
            title: 'Recovery tracking',
            text: 'Trends over weeks show how members recover.',
            points: ['Members see their own progress', 'Trainers adjust plans'],
          },
          {
            title: 'Kiosk or phone',
            text: 'Use a tablet at the desk or the member’s own phone.',
            points: ['No wearables to buy', 'No contact, easy to clean'],
          },
          {
            title: 'Privacy',
            text: 'Video never leaves the device.',
            points: ['Members choose what to share', 'No health data stored on our servers'],
          },
        ],
      },
      {
        kind: 'cards',
        heading: 'Applications',
        cards: [
          { title: 'Personal training', text: 'Start each session with a readiness check.' },
          { title: 'Group classes', text: 'Help members pick the right intensity.' },
          { title: 'Member onboarding', text: 'A baseline at sign-up to compare against later.' },
          { title: 'Wellness challenges', text: 'Resting-heart-rate trends as a friendly goal.' },
        ],
      },
    ],
    closing: {
      heading: 'Give your members a reason to check in',
      text: 'See how a contactless check-in fits your front desk and your app.',
      actions: DEMO_AND_SALES,
    },
  },
  {
    slug: 'occupational',
    card: {
      title: 'Occupational Health',
      description: 'Fitness-for-duty check-ins for employers and fleet operators, including driver fatigue.',
      features: ['Driver safety', 'Fatigue check-ins', 'Workforce wellbeing'],
    },
    banner: {
      title: 'AI Doctor for Occupational Health',
      text: 'A quick contact-free check before a shift or a drive, on a phone or a tablet in the depot.',
      actions: DEMO_AND_SALES,
    },
    sections: [
      {
        kind: 'cards',
        heading: 'Features',
        cards: [
          { title: 'Pre-shift check-ins', text: 'Heart rate, breathing and stress estimates in 35 seconds.' },
          { title: 'Fatigue indicators', text: 'HRV-based recovery estimates flag when a worker may need a break.' },
          { title: 'Fleet dashboards', text: 'Managers see who has checked in, not private readings they don’t need.' },
          { title: 'Works offline-first', text: 'Analysis runs on the device, so depots with weak signal still work.' },
        ],
      },
      {
        kind: 'metrics',
        heading: 'Results employers aim for',
        metrics: [
          { value: '58%', label: 'fewer fatigue-related incidents' },
          { value: '42%', label: 'more workers completing wellbeing checks' },
          { value: '35%', label: 'less sickness absence' },
          { value: '73%', label: 'of drivers checking in before shifts' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Driver safety monitoring',
        cards: [
          { title: 'Alertness', text: 'A pre-drive check-in with a prompt to rest when recovery estimates are low.' },
          {
            title: 'Cardiovascular health',
            text: 'Resting heart rate and rhythm-regularity trends, with advice to see a doctor when they change.',
          },
          { title: 'Fatigue', text: 'Autonomic indices from heart rate variability as an early fatigue signal.' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Industries',
        cards: [
          {
            title: 'Transport & logistics',
            text: 'Fleets of every size.',
            points: ['HGV and van drivers', 'Bus and coach operators'],
          },
          { title: 'Construction', text: 'Site teams.', points: ['Plant operators', 'Work at height'] },
          { title: 'Manufacturing', text: 'Shift workers.', points: ['Night shifts', 'Machine operators'] },
          { title: 'Energy & utilities', text: 'Field crews.', points: ['Lone workers', 'Remote sites'] },
        ],
      },
      {
        kind: 'cards',
        heading: 'Compliance',
        cards: [
          {
            title: 'Worker consent',
            text: 'Check-ins are voluntary and explained to workers; readings are wellbeing prompts, not fitness-for-work decisions.',
          },
          {
            title: 'Data protection',
            text: 'Video never leaves the device, and what managers see is agreed with your data protection officer.',
          },
        ],
      },
      illustrativeStories('employers', [
        {
          title: 'A regional delivery fleet',
          text: 'Drivers do a 35-second check-in on their phone before the first drop; low-recovery days prompt a conversation about rest.',
        },
        {
          title: 'A manufacturing site on night shifts',
          text: 'Workers check in at the start of a night shift and see their own trends over the rota.',
        },
      ]),
      {
        kind: 'plans',
        heading: 'Pricing',
        plans: [
          plan(
            'Small Fleet',
            '$49',
            'per driver per month',
            ['Up to 50 drivers', 'Pre-shift check-ins', 'Manager dashboard'],
            { label: 'Start Safety Trial', to: DEMO },
          ),
          plan(
            'Enterprise Fleet',
            '$29',
            'per driver per month',
            ['Unlimited drivers', 'Fatigue trends', 'Priority support'],
            { label: 'Start Safety Trial', to: DEMO },
            true,
          ),
          custom('Industrial', 'For multi-site operations.', ['Custom rollout', 'Dedicated team']),
        ],
      },
    ],
    closing: {
      heading: 'Make pre-shift check-ins routine',
      text: 'Start a safety trial with one depot or site.',
      actions: [
        { label: 'Start Safety Trial', to: DEMO },
        { label: 'Contact Sales', to: SALES },
      ],
    },
  },
  {
    slug: 'sports',
    card: {
      title: 'Sports Medicine',
      description: 'Daily readiness and recovery check-ins for athletes and medical teams.',
      features: ['Readiness scores', 'Recovery monitoring', 'Squad overview'],
    },
    banner: {
      title: 'AI Doctor for Sports Medicine',
      text: 'A morning check-in from each athlete’s phone: resting heart rate, HRV and breathing estimates for the medical team.',
      actions: DEMO_AND_SALES,
    },
    sections: [
      {
        kind: 'metrics',
        heading: 'What teams aim for',
        metrics: [
          { value: '18%', label: 'fewer soft-tissue injuries' },
          { value: '35%', label: 'more daily check-ins completed' },
          { value: '25%', label: 'faster return-to-play decisions' },
          { value: '40%', label: 'less time collecting wellness data' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Features',
        cards: [
          {
            title: 'Morning readiness',
            text: 'Resting heart rate and HRV each morning.',
            points: ['No straps or rings', 'Done in 35 seconds'],
          },
          {
            title: 'Recovery monitoring',
            text: 'Trends after matches and heavy sessions.',
            points: ['Spot incomplete recovery', 'Plan lighter days'],
          },
          {
            title: 'Squad overview',
            text: 'Who has checked in and whose trend changed.',
            points: ['One screen for the medical team', 'Quality-flagged readings'],
          },
          {
            title: 'Travel-ready',
            text: 'Works on any phone, anywhere.',
            points: ['Away trips and camps', 'No kit to carry'],
          },
        ],
      },
      {
        kind: 'cards',
        heading: 'Sport applications',
        cards: [
          { title: 'Football', text: 'Match-day minus one readiness checks.' },
          { title: 'Endurance sports', text: 'Training-load adjustments from HRV trends.' },
          { title: 'Combat sports', text: 'Recovery monitoring around weight cuts.' },
          { title: 'Academies', text: 'Easy daily habits for young athletes (16 and over).' },
        ],
      },
      {
        kind: 'cards',
        heading: 'Technology',
        cards: [
          {
            title: 'Signal',
            text: 'Remote photoplethysmography from the face.',
            points: ['POS/CHROM-family pulse extraction', 'Several skin regions'],
          },
          {
            title: 'Quality',
            text: 'Every reading is scored.',
            points: ['Signal-quality index', 'Retake prompts when weak'],
          },
          { title: 'Variability', text: 'Beat-to-beat intervals.', points: ['RMSSD', 'Autonomic indices'] },
          {
            title: 'Privacy',
            text: 'On-device analysis.',
            points: ['Video never uploaded', 'WebAssembly in the browser'],
          },
        ],
      },
    ],
    closing: {
      heading: 'Add a contactless check-in to your athletes’ morning',
      text: 'See the squad view and talk to us about a trial.',
      actions: DEMO_AND_SALES,
    },
  },
];

export function solutionBySlug(slug: Solution['slug']): Solution {
  const solution = SOLUTIONS.find((s) => s.slug === slug);
  if (!solution) throw new Error(`Unknown solution ${slug}`);
  return solution;
}
