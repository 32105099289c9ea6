import { Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { BLOG_ARTICLES } from './articles.ts';
import { SubscribeBox } from './SubscribeBox.tsx';

/** Newest first: the newest article is the featured one. */
const BY_DATE = [...BLOG_ARTICLES].sort((a, b) => b.date.localeCompare(a.date));

/** `/blog`: one featured article, three cards and the 'Stay Updated' box (ADR-24). */
export function BlogPage() {
  const [featured, ...rest] = BY_DATE;
  return (
    <Container size="lg" py="xl">
      <PageIntro title="AI Doctor Blog">
        Plain explanations of contactless health monitoring: how it works, what it can do and where it stops.
      </PageIntro>
      <Stack gap="xl">
        {featured && <ArticleCard article={featured} featured />}
        <section aria-labelledby="more-articles">
          <Title order={2} id="more-articles" mb="md">
            More articles
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {rest.map((article) => (
              <ArticleCard key={article.slug} article={article} />
            ))}
          </SimpleGrid>
        </section>
        <SubscribeBox />
      </Stack>
    </Container>
  );
}
