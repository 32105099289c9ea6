import { Badge, Group, Text } from '@mantine/core';
import type { BlogArticle } from './articles.ts';
import { formatArticleDate } from './articles.ts';

/** Category label, date and read time of an article. */
export function ArticleMeta({ article }: { article: BlogArticle }) {
  return (
    <Group gap="sm">
      <Badge variant="light">{article.category}</Badge>
      <Text size="sm" c="dimmed">
        <time dateTime={article.date}>{formatArticleDate(article.date)}</time> · {article.readTimeMinutes} min read
      </Text>
    </Group>
  );
}

/** The gradient that stands in for an article image: nothing is loaded from an image host. */
export function ArticleCover({ height }: { height: number }) {
  return (
    <div
      aria-hidden="true"
      style={{
        height,
        borderRadius: 'var(--mantine-radius-md)',
        background:
          'linear-gradient(135deg, var(--mantine-color-teal-4), var(--mantine-color-blue-5) 60%, var(--mantine-color-violet-4))',
      }}
    />
  );
}
