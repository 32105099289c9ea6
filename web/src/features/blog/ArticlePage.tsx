import { Anchor, Avatar, Card, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { SITE_ORIGIN } from '../../app/siteRoutes.ts';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { TextSections } from '../../shared/ui/TextSections.tsx';
import { NotFoundPage } from '../site/index.ts';
import { ArticleCover, ArticleMeta } from './ArticleMeta.tsx';
import { articleBySlug, BLOG_ARTICLES, type BlogArticle } from './articles.ts';
import { ShareMenu } from './ShareMenu.tsx';

function AuthorBox({ author }: { author: NonNullable<BlogArticle['author']> }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group>
        <Avatar color="teal" radius="xl" aria-hidden="true">
          {author.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <div>
          <Text fw={600}>Written by {author.name}</Text>
          <Text size="sm" c="dimmed">
            {author.role}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

/** One blog article: back link, meta, share widget, text and related articles (spec 02 §2). */
export function ArticlePage({ slug }: { slug: string }) {
  const article = articleBySlug(slug);
  return article ? <ArticleView article={article} /> : <NotFoundPage />;
}

function ArticleView({ article }: { article: BlogArticle }) {
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
