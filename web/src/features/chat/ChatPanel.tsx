import { Button, Card, Group, Loader, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type ChatState, canSend } from './chatStore.ts';
import { MessageBubble } from './MessageBubble.tsx';

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
