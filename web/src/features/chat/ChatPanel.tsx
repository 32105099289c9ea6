import { Anchor, Button, Card, Group, Loader, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { EvidenceBadge } from '../../shared/ui/EvidenceBadge.tsx';
import { type ChatMessage, type ChatState, canSend } from './chatStore.ts';

function MessageBubble({ message }: { message: ChatMessage }) {
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

/**
 * The message list, typing indicator and input of a chat. Enter sends; with `multiline`, Shift+Enter adds
 * a line (the AI chat), otherwise the input is one line (the Chatbot).
 */
export function ChatPanel({
  chat,
  label,
  typingText,
  multiline = false,
}: {
  chat: ChatState;
  label: string;
  typingText: string;
  multiline?: boolean;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  useEffect(() => {
    // Keep the newest message in view as messages arrive.
    if (count) viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [count]);
  return (
    <Card withBorder radius="md" padding="md">
      <ScrollArea h={420} viewportRef={viewport} type="auto">
        <Stack gap="sm" role="log" aria-live="polite" aria-label={`${label} messages`} p={4}>
          {chat.messages.map((m) => (
            <MessageBubble key={m.id} message={m} />
          ))}
          {chat.typing && (
            <Group gap="xs">
              <Loader size="xs" type="dots" />
              <Text size="sm" c="dimmed">
                {typingText}
              </Text>
            </Group>
          )}
        </Stack>
      </ScrollArea>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          chat.send();
        }}
      >
        <Group mt="md" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label={`Message ${label}`}
            placeholder="Type your health question…"
            style={{ flex: 1 }}
            autosize
            minRows={1}
            maxRows={multiline ? 5 : 1}
            maxLength={1000}
            value={chat.input}
            onChange={(e) =>
              chat.setInput(multiline ? e.currentTarget.value : e.currentTarget.value.replace(/\n/g, ' '))
            }
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !(multiline && e.shiftKey)) {
                e.preventDefault();
                chat.send();
              }
            }}
          />
          <Button type="submit" disabled={!canSend(chat.input)}>
            Send
          </Button>
        </Group>
      </form>
    </Card>
  );
}
