import { ARTICLE_TEXTS } from '@ai-doctor/content/article-texts';
import { ARTICLES, type Article, type ArticleText } from '@ai-doctor/content/articles';

/**
 * The blog articles with their text: the list (also used by the API's `/api/og-image/{ogSlug}`) and each
 * article's sections come from `@ai-doctor/content`.
 */
export interface BlogArticle extends Article {
  sections: ArticleText;
}

export const BLOG_ARTICLES: readonly BlogArticle[] = ARTICLES.map((article) => {
  const sections = ARTICLE_TEXTS[article.ogSlug];
  if (!sections) throw new Error(`No text for article ${article.ogSlug}`);
  return { ...article, sections };
});

export function articleBySlug(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

/** '2024-12-01' → 'December 1, 2024', independent of the reader's time zone. */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
