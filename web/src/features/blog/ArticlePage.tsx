import { NotFoundPage } from '../site/index.ts';
import { ArticleView } from './ArticleView.tsx';
import { articleBySlug } from './articles.ts';

/** One blog article: back link, meta, share widget, text and related articles (ADR-22, ADR-24). */
export function ArticlePage({ slug }: { slug: string }) {
  const article = articleBySlug(slug);
  return article ? <ArticleView article={article} /> : <NotFoundPage />;
}
