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
