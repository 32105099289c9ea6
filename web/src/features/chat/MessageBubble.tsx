import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { EvidenceBadge } from '../../shared/ui/EvidenceBadge.tsx';
import type { ChatMessage } from './chatStore.ts';

export function MessageBubble({ message }: { message: ChatMessage }) {
  const mine = message.sender === 'user';
  return (
    <Paper
      p="sm"
      radius="md"
      maw="85%"
      ml={mine ? 'auto' : 0}
      bg={mine ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-default-hover)'}
      data-sender={message.sender}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message.text}
      </Text>
      {message.quoted && message.quoted.length > 0 && (
        <Stack gap={4} mt="xs">
          {message.quoted.map((q) => (
            <Group key={q.label} gap="xs" wrap="nowrap" align="flex-start">
              <Text size="xs" fw={600} style={{ flexShrink: 0 }}>
                {q.label}: {q.value}
              </Text>
              <EvidenceBadge metric={q.metric} caveat />
            </Group>
          ))}
        </Stack>
      )}
      {message.link && (
        <Anchor component={Link} to={message.link.to} size="sm" mt="xs" display="inline-block">
          {message.link.label}
        </Anchor>
      )}
    </Paper>
  );
}
