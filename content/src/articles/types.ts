import type { TextSection } from '../shared.ts';

export type ArticleCategory = 'Technology' | 'Science' | 'Health' | 'Research';

/** An entry of `articles.json`. */
export interface Article {
  /** Path segment of the article page: `/blog/{slug}`. */
  slug: string;
  /** Short key of its social card (`/api/og-image/{ogSlug}`) and the name of its text, `{ogSlug}.md`. */
  ogSlug: string;
  title: string;
  /** One or two sentences: the blog card, the article's lead and its description for search and previews. */
  excerpt: string;
  category: ArticleCategory;
  /** ISO date of publication. */
  date: string;
  readTimeMinutes: number;
  /** Shown under the title; articles without one are by the AI Doctor team. */
  author?: { name: string; role: string };
}

/** An article's text: its sections in order. It explains rPPG plainly and claims no clinical results. */
export type ArticleText = readonly TextSection[];
