import type { LinkAction } from '../shared.ts';

export type { LinkAction } from '../shared.ts';

/** ADR-22: one page per solution, at `/solutions/{slug}`. */
export const SOLUTION_SLUGS = ['gp-clinics', 'hospitals', 'insurance', 'gyms', 'occupational', 'sports'] as const;
export type SolutionSlug = (typeof SOLUTION_SLUGS)[number];

/** An illustrative marketing figure, e.g. '40%' 'faster pre-consultation checks'. */
export interface Metric {
  value: string;
  label: string;
}

export interface InfoCard {
  title: string;
  text: string;
  /** Optional bullet points under the text (benefits, list items). */
  points?: readonly string[];
}

/** One priced plan (ADR-24); `cta` is where its button leads. */
export interface Plan {
  name: string;
  /** Display price, e.g. '$9.99' or 'Custom'. */
  price: string;
  /** e.g. '/month' or 'per member per month'; empty for custom prices. */
  period: string;
  description?: string;
  features: readonly string[];
  popular?: boolean;
  cta: LinkAction;
}

/** A block of a solution page, rendered in order under an h2. */
export type SolutionSection =
  | { kind: 'cards'; heading: string; intro?: string; cards: readonly InfoCard[]; illustrative?: boolean }
  | { kind: 'metrics'; heading: string; metrics: readonly Metric[] }
  | { kind: 'plans'; heading: string; plans: readonly Plan[] };

/** An entry of `solutions.json`: what the /solutions page and the head tags show of a solution. */
export interface SolutionSummary {
  slug: SolutionSlug;
  /** Card on /solutions; its title is also the page's title for search engines and link previews. */
  card: { title: string; description: string; features: readonly string[] };
  /** What the page tells search engines and link previews besides its title. */
  search: { description: string; keywords: readonly string[] };
}

/** A solution's page, its summary first. */
export interface Solution extends SolutionSummary {
  banner: { title: string; text: string; actions: readonly LinkAction[] };
  sections: readonly SolutionSection[];
  closing: { heading: string; text: string; actions: readonly LinkAction[] };
}

/** A button as a solution's file writes it: it leads to the Contact page with `contact` as the subject. */
export interface ContactAction {
  label: string;
  contact: string;
}

/** A section as a solution's file writes it: its kind is the key that holds its heading. */
export type SectionEntry =
  | { cards: string; items: readonly InfoCard[] }
  | { metrics: string; items: readonly Metric[] }
  /** Illustrative customer scenarios: 'how {stories} could use AI Doctor'. */
  | { stories: string; items: readonly InfoCard[] }
  /** Priced plans whose buttons lead to the `pricing` action, then one plan priced on request. */
  | {
      pricing: ContactAction;
      plans: readonly Pick<Plan, 'name' | 'price' | 'period' | 'features' | 'popular'>[];
      custom: Pick<Plan, 'name' | 'description' | 'features'>;
    };

/** A solution's page file; a banner or closing without `actions` shows 'Schedule Demo' and 'Contact Sales'. */
export interface SolutionPageEntry {
  banner: { title: string; text: string; actions?: readonly ContactAction[] };
  sections: readonly SectionEntry[];
  closing: { heading: string; text: string; actions?: readonly ContactAction[] };
}
