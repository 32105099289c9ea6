import { List, Stack, Text, Title } from '@mantine/core';

/** One list of the wellness diagnosis under its heading, or the `empty` text when it has no items. */
export function Section({
  title,
  items,
  empty,
  order,
}: {
  title: string;
  items: string[];
  empty: string;
  order: 3 | 4;
}) {
  return (
    <Stack gap={4}>
      <Title order={order} size="h5">
        {title}
      </Title>
      {items.length ? (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{empty}</Text>
      )}
    </Stack>
  );
}
