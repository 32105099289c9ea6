import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ArticleCover } from './ArticleCover.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import type { BlogArticle } from './articles.ts';

export function ArticleCard({ article, featured }: { article: BlogArticle; featured?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Stack gap="sm">
        <ArticleCover height={featured ? 180 : 100} />
        <ArticleMeta article={article} />
        <Title order={featured ? 2 : 3} size={featured ? 'h2' : 'h4'}>
          <Anchor component={Link} to={`/blog/${article.slug}`} inherit c="var(--mantine-color-text)">
            {article.title}
          </Anchor>
        </Title>
        <Text c="dimmed">{article.excerpt}</Text>
      </Stack>
    </Card>
  );
}
