/**
 * The blog articles (ADR-24): `articles.json` lists them in the blog's order, for the article
 * pages, their social tags and the API's `/api/og-image/{ogSlug}` cards. Their text is separate
 * (`@ai-doctor/content/article-texts`), so the web app's main bundle carries only this short list.
 */
import list from './articles.json' with { type: 'json' };
import type { Article } from './types.ts';

export type { TextSection } from '../shared.ts';
export type { Article, ArticleCategory, ArticleText } from './types.ts';

/** Checked against its schema by the package's tests. */
export const ARTICLES = list as readonly Article[];

export function articleByOgSlug(ogSlug: string): Article | undefined {
  return ARTICLES.find((a) => a.ogSlug === ogSlug);
}
