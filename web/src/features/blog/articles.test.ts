import { describe, expect, it } from 'vitest';
import { BLOG_ARTICLES, formatArticleDate } from './articles.ts';

describe('blog articles', () => {
  it('have text for each of the four listed articles', () => {
    expect(BLOG_ARTICLES).toHaveLength(4);
    for (const article of BLOG_ARTICLES) {
      expect(article.excerpt.length).toBeGreaterThan(40);
      expect(article.sections.length).toBeGreaterThan(0);
    }
  });

  it('show dates as the spec writes them, in any time zone', () => {
    expect(formatArticleDate('2024-12-01')).toBe('December 1, 2024');
    expect(formatArticleDate('2024-11-28')).toBe('November 28, 2024');
  });
});
