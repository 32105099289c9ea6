import { Anchor, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SITE_ORIGIN } from '../../app/siteRoutes.ts';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { TextSections } from '../../shared/ui/TextSections.tsx';
import { ArticleCover } from './ArticleCover.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { AuthorBox } from './AuthorBox.tsx';
import { BLOG_ARTICLES, type BlogArticle } from './articles.ts';
import { ShareMenu } from './ShareMenu.tsx';

export function ArticleView({ article }: { article: BlogArticle }) {
  const path = `/blog/${article.slug}`;
  const related = BLOG_ARTICLES.filter((a) => a.slug !== article.slug);
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to="/blog" size="sm">
        ← Back to Blog
      </Anchor>
      <Stack component="article" gap="md" mt="md">
        <ArticleMeta article={article} />
        <Title order={1}>{article.title}</Title>
        <Text size="lg" c="dimmed">
          {article.excerpt}
        </Text>
        <Group justify="flex-end">
          <ShareMenu url={new URL(path, SITE_ORIGIN).href} title={article.title} />
        </Group>
        <ArticleCover height={160} />
        {article.author && <AuthorBox author={article.author} />}
        <TextSections sections={article.sections} />
        <DisclaimerText />
      </Stack>
      <section aria-labelledby="related-title" style={{ marginTop: 48 }}>
        <Title order={2} id="related-title" size="h3">
          Related articles
        </Title>
        <List mt="sm" spacing="xs">
          {related.map((a) => (
            <List.Item key={a.slug}>
              <Anchor component={Link} to={`/blog/${a.slug}`}>
                {a.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </section>
    </Container>
  );
}
