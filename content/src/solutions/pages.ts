/**
 * The solution pages, built from their files: a file writes a section by its kind and leaves out what
 * every page shares. Every figure in a `metrics` section is illustrative marketing copy, shown with a
 * footnote saying it is not a clinical-study result (ADR-15); success stories are labelled as
 * illustrative scenarios.
 */
import { contactAbout } from '../contact.ts';
import type { LinkAction } from '../shared.ts';
import gpClinics from './gp-clinics.json' with { type: 'json' };
import gyms from './gyms.json' with { type: 'json' };
import hospitals from './hospitals.json' with { type: 'json' };
import { SOLUTION_SUMMARIES } from './index.ts';
import insurance from './insurance.json' with { type: 'json' };
import occupational from './occupational.json' with { type: 'json' };
import sports from './sports.json' with { type: 'json' };
import type {
  ContactAction,
  SectionEntry,
  Solution,
  SolutionPageEntry,
  SolutionSection,
  SolutionSlug,
  SolutionSummary,
} from './types.ts';

/** The page files as written; checked against their schema by the package's tests. */
export const SOLUTION_PAGE_FILES: Record<SolutionSlug, unknown> = {
  'gp-clinics': gpClinics,
  hospitals,
  insurance,
  gyms,
  occupational,
  sports,
};

const action = ({ label, contact }: ContactAction): LinkAction => ({ label, to: contactAbout(contact) });
const CONTACT_SALES = action({ label: 'Contact Sales', contact: 'Sales enquiry' });
export const DEMO_AND_SALES: readonly LinkAction[] = [
  action({ label: 'Schedule Demo', contact: 'Demo request' }),
  CONTACT_SALES,
];

function section(entry: SectionEntry): SolutionSection {
  if ('cards' in entry) return { kind: 'cards', heading: entry.cards, cards: entry.items };
  if ('metrics' in entry) return { kind: 'metrics', heading: entry.metrics, metrics: entry.items };
  if ('stories' in entry) {
    return {
      kind: 'cards',
      heading: 'Success stories',
      intro: `Illustrative scenarios showing how ${entry.stories} could use AI Doctor; they are not customer results.`,
      illustrative: true,
      cards: entry.items,
    };
  }
  const cta = action(entry.pricing);
  return {
    kind: 'plans',
    heading: 'Pricing',
    plans: [
      ...entry.plans.map((plan) => ({ ...plan, cta, popular: plan.popular ?? false })),
      { ...entry.custom, price: 'Custom', period: '', cta: CONTACT_SALES },
    ],
  };
}

const actions = (list: readonly ContactAction[] | undefined) => list?.map(action) ?? DEMO_AND_SALES;

function solution(summary: SolutionSummary): Solution {
  const { banner, sections, closing } = SOLUTION_PAGE_FILES[summary.slug] as SolutionPageEntry;
  return {
    ...summary,
    banner: { ...banner, actions: actions(banner.actions) },
    sections: sections.map(section),
    closing: { ...closing, actions: actions(closing.actions) },
  };
}

export const SOLUTIONS: readonly Solution[] = SOLUTION_SUMMARIES.map(solution);

export function solutionBySlug(slug: SolutionSlug): Solution {
  const found = SOLUTIONS.find((s) => s.slug === slug);
  if (!found) throw new Error(`Unknown solution ${slug}`);
  return found;
}
