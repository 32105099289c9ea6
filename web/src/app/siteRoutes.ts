/**
 * Every public page of the site, as data: its path and what it tells search engines and link previews.
 * One list feeds the head tags in the browser (`RouteHead`), the pages prerendered at build time, the
 * sitemap and the browser tests. A new page joins by adding an entry here and its `<Route>` in
 * `routes.tsx`. Plain data: the app's main bundle carries it and the build scripts import it.
 */
import { ARTICLES } from '@ai-doctor/content/articles';
import { SOLUTION_SUMMARIES } from '@ai-doctor/content/solutions';

/**
 * Where the site is published, for canonical links, previews and the sitemap (`VITE_SITE_ORIGIN` at build).
 * `env` is absent outside Vite (the browser tests import this list).
 */
export const SITE_ORIGIN: string = import.meta.env?.VITE_SITE_ORIGIN ?? 'http://localhost:5000';

/** What a page tells search engines and social previews about itself. */
export interface PageHead {
  /** The page's own title; the product-name suffix is added. */
  title: string;
  description: string;
  /** Path of the page, e.g. `/solutions/gyms`; made absolute against the site origin. None: no canonical link. */
  path?: string;
  keywords?: readonly string[];
  /** Path or absolute address of the social preview image. */
  image?: string;
  type?: 'website' | 'article';
  /** Keeps the page out of search results (the 404 page). */
  noIndex?: boolean;
}

/** A public page: `path` is where it lives, e.g. `/solutions/gyms`. */
export interface PublicRoute extends PageHead {
  path: string;
}

/** The social card of the solution pages and the site's other pages: the flagship article's card. */
const SITE_IMAGE = '/api/og-image/rppg-science';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  {
    path: '/',
    title: 'Contactless Health Scan',
    description:
      'AI Doctor reads your pulse from a 35-second face video in your browser and explains your vital signs in plain language. The video never leaves your device.',
  },
  {
    path: '/app',
    title: 'Health Scan',
    description:
      'Take a 35-second contactless scan with your camera: heart rate, HRV, breathing and graded estimates, computed on your device.',
  },
  {
    path: '/benchmark',
    title: 'Benchmark',
    description:
      'Benchmark the signal core on recorded rPPG datasets on this device: the app’s engine beside POS, CHROM, GREEN, ICA, LGI and PBV, with rPPG-Toolbox’s metrics. Nothing leaves the device.',
  },
  {
    path: '/features',
    title: 'Features',
    description:
      'What AI Doctor measures from a face video, how each figure is graded (measured, derived, experimental, illustrative) and how your privacy is kept.',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'AI Doctor plans: Basic free, Pro $9.99/month and Premium $19.99/month with family sharing. Paid plans start with a 7-day free trial, no card needed.',
  },
  {
    path: '/faq',
    title: 'FAQ',
    description:
      'Answers about AI Doctor: how a contactless scan works, how accurate it is, what happens to your video and who it is for.',
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'Contact the AI Doctor team in London: support, sales and demo requests. Mon-Fri 9:00-18:00 GMT.',
  },
  {
    path: '/about',
    title: 'About Us',
    description:
      'AI Doctor is a London-based team building contactless, private health check-ins from a camera, with every figure graded by evidence.',
  },
  {
    path: '/solutions',
    title: 'Solutions',
    description:
      'AI Doctor for GP clinics, hospitals, insurers, gyms, occupational health and sports medicine: contactless vital-sign check-ins.',
    image: SITE_IMAGE,
  },
  ...SOLUTION_SUMMARIES.map(({ slug, card, search }) => ({
    path: `/solutions/${slug}`,
    image: SITE_IMAGE,
    title: card.title,
    ...search,
  })),
  {
    path: '/blog',
    title: 'Blog',
    description: 'Plain-language articles on remote photoplethysmography, contactless monitoring and its limits.',
  },
  ...ARTICLES.map(
    (a): PublicRoute => ({
      path: `/blog/${a.slug}`,
      title: a.title,
      description: a.excerpt,
      image: `/api/og-image/${a.ogSlug}`,
      type: 'article',
    }),
  ),
  {
    path: '/terms',
    title: 'Terms & Conditions',
    description: 'The terms for using AI Doctor, an informational service that is not a medical device.',
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How AI Doctor handles your data: video is analysed on your device, readings stay in your browser.',
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'The cookies and browser storage AI Doctor uses, and why.',
  },
  // The health pages (ADR-22).
  {
    path: '/chatbot',
    title: 'AI Health Chatbot',
    description: 'Ask about blood pressure, heart rate and stress; answers use your own saved readings, graded.',
  },
  {
    path: '/chatgpt',
    title: 'AI Health GPT',
    description: 'General guidance on heart health, stress and sleep, and a summary of your own saved readings.',
  },
  {
    path: '/diagnosis',
    title: 'Diagnosis Assistant',
    description: 'Describe your symptoms and get rule-based guidance on where to seek care; never a diagnosis.',
  },
  {
    path: '/symptoms',
    title: 'Symptom Checker',
    description: 'Find your symptoms and get rule-based guidance on where to seek care, from NHS advice.',
  },
  {
    path: '/consultation',
    title: 'Online Consultation',
    description: 'Book a video, chat or phone consultation: choose a doctor, a day and a time.',
  },
  {
    path: '/prescription',
    title: 'Prescription Manager',
    description: 'Keep your medications, daily reminders and doses taken on your own device; export them as a PDF.',
  },
];

/** The head of any path that is not a public page. */
export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page Not Found',
  description: 'There is no page at this address.',
  noIndex: true,
};

/** The route at `pathname`, ignoring a trailing slash; undefined for a path that is not a public page. */
export function publicRoute(pathname: string): PublicRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_ROUTES.find((r) => r.path === path);
}
