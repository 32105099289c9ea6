/**
 * The four blog articles (spec 02 §2 "Blog"): one list for the article pages' social tags and the
 * API's `/api/og-image/{ogSlug}` cards. Plain data with no server imports, so the web app can import it.
 */

export type ArticleCategory = 'Technology' | 'Science' | 'Health' | 'Research';

export interface Article {
  /** Path segment of the article page: `/blog/{slug}`. */
  slug: string;
  /** Short key of its social card: `/api/og-image/{ogSlug}`. */
  ogSlug: string;
  title: string;
  /** One or two sentences: the blog card, the article's lead and its description for search and previews. */
  excerpt: string;
  category: ArticleCategory;
  /** ISO date of publication. */
  date: string;
  readTimeMinutes: number;
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'how-ai-facial-analysis-revolutionizes-blood-pressure-monitoring',
    ogSlug: 'ai-facial-analysis',
    excerpt:
      'A camera cannot squeeze your arm like a cuff. What it can see is the shape and timing of your pulse, and that is where camera-based blood pressure estimates start — along with their limits.',
    title: 'How AI Facial Analysis Revolutionizes Blood Pressure Monitoring',
    category: 'Technology',
    date: '2024-12-01',
    readTimeMinutes: 5,
  },
  {
    slug: 'the-science-behind-remote-photoplethysmography-technology',
    ogSlug: 'rppg-science',
    excerpt:
      'Remote photoplethysmography turns tiny colour changes in your skin into a pulse wave. Here is how it works, step by step, and what makes it fail.',
    title: 'The Science Behind Remote Photoplethysmography Technology',
    category: 'Science',
    date: '2024-11-28',
    readTimeMinutes: 7,
  },
  {
    slug: '5-benefits-of-contactless-health-monitoring-for-seniors',
    ogSlug: 'contactless-health-seniors',
    excerpt:
      'No cuff, no clip, no wearable to charge: five reasons a camera-based check-in can suit older adults, and one thing it cannot do.',
    title: '5 Benefits of Contactless Health Monitoring for Seniors',
    category: 'Health',
    date: '2024-11-25',
    readTimeMinutes: 4,
  },
  {
    slug: 'future-remote-patient-monitoring',
    ogSlug: 'future-rpm',
    excerpt:
      'Remote patient monitoring has relied on wearables and home devices. Cameras could make simple check-ins easier — if they are validated, private and honest about uncertainty.',
    title: 'The Future of Remote Patient Monitoring',
    category: 'Research',
    date: '2024-12-15',
    readTimeMinutes: 8,
  },
];

export function articleByOgSlug(ogSlug: string): Article | undefined {
  return ARTICLES.find((a) => a.ogSlug === ogSlug);
}
