import { Button, Container, Grid, SimpleGrid, Stack, Title } from '@mantine/core';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { CHATBOT_REPLY_DELAY_MS } from './chatStore.ts';
import { CHATBOT_QUICK_QUESTIONS, CHATBOT_RULES, CHATBOT_TOPICS, chatbotDefault } from './replies.ts';
import { useChat } from './useChat.ts';

const GREETING =
  'Hello! I am the AI Doctor health assistant. Ask me about blood pressure, heart rate or stress, and I will use your saved readings where I can.';

/** `/chatbot` (ADR-23): quick questions, the chat, a topics sidebar and the disclaimer. */
export function ChatbotPage() {
  const chat = useChat({
    rules: CHATBOT_RULES,
    fallback: chatbotDefault,
    replyDelayMs: CHATBOT_REPLY_DELAY_MS,
    replySender: 'bot',
    greeting: GREETING,
  });
  return (
    <Container size="lg" py="xl">
      <PageIntro title="AI Health Chatbot">
        Quick answers about your readings and heart health. Replies are written on your device from your saved readings;
        nothing you type is sent anywhere.
      </PageIntro>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <section aria-labelledby="quick-questions">
              <Title order={2} size="h4" id="quick-questions" mb="xs">
                Quick questions
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                {CHATBOT_QUICK_QUESTIONS.map((q) => (
                  <Button
                    key={q}
                    variant="light"
                    onClick={() => chat.send(q)}
                    styles={{ label: { whiteSpace: 'normal' } }}
                    h="auto"
                    py={8}
                  >
                    {q}
                  </Button>
                ))}
              </SimpleGrid>
            </section>
            <ChatPanel chat={chat} label="Chatbot" typingText="Typing…" />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SectionCard title="Health topics">
              <Stack gap="xs">
                {CHATBOT_TOPICS.map((t) => (
                  <Button key={t.label} variant="subtle" justify="flex-start" onClick={() => chat.send(t.question)}>
                    {t.label}
                  </Button>
                ))}
              </Stack>
            </SectionCard>
            <SectionCard title="Medical disclaimer">
              <DisclaimerText />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
