import { Avatar, Card, Group, Text } from '@mantine/core';
import type { BlogArticle } from './articles.ts';

export function AuthorBox({ author }: { author: NonNullable<BlogArticle['author']> }) {
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
