import { Button, Container, Grid, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../shared/download/downloadFile.ts';
import { shareOr } from '../../shared/download/shareOr.ts';
import { DisclaimerText } from '../../shared/ui/DisclaimerText.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { SectionCard } from '../../shared/ui/SectionCard.tsx';
import { ChatPanel } from './ChatPanel.tsx';
import { GPT_REPLY_DELAY_MS } from './chatStore.ts';
import { chatTranscript } from './chatTranscript.ts';
import { GPT_PROMPTS, GPT_PROMPTS_SHOWN, GPT_RULES, gptDefault } from './replies.ts';
import { useChat } from './useChat.ts';

const MODES = ['Smart Chat', 'Deep Analysis', 'Health Report'] as const;

const GREETING =
  'Hello, I am AI Health GPT. I give general guidance on heart health, stress and sleep, and can summarise the readings saved on this device. I am not a doctor.';

const INSIGHTS: readonly { title: string; text: string }[] = [
  { title: 'Heart Health Analysis', text: 'Your heart rate and blood pressure trend from saved readings.' },
  { title: 'Mental Wellness', text: 'Stress index and HRV from your newest reading, with ways to unwind.' },
  { title: 'Fitness Optimization', text: 'Activity guidance for a healthy resting heart rate.' },
  { title: 'Preventive Care', text: 'When to check with a cuff or see a GP.' },
];

const CAPABILITIES = [
  'Answers by topic: heart, stress, sleep, reports',
  'Quotes your saved readings with their evidence grade',
  'Runs on your device; nothing you type is sent',
];

/** `/chatgpt` (ADR-23): modes, the chat with three prompts, insights, capabilities, actions, disclaimer. */
export function HealthGptPage() {
  const [mode, setMode] = useState<string>(MODES[0]);
  const chat = useChat({
    rules: GPT_RULES,
    fallback: gptDefault,
    replyDelayMs: GPT_REPLY_DELAY_MS,
    replySender: 'ai',
    greeting: GREETING,
  });
  return (
    <Container size="lg" py="xl">
      <PageIntro title="AI Health GPT">
        Guidance on heart health, stress and sleep, and your own readings explained.
      </PageIntro>
      <Group justify="center" mb="lg">
        <SegmentedControl aria-label="Chat mode" data={[...MODES]} value={mode} onChange={setMode} />
      </Group>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Group gap="xs" aria-label="Quick prompts" role="group">
              {GPT_PROMPTS.slice(0, GPT_PROMPTS_SHOWN).map((p) => (
                <Button key={p} variant="light" size="xs" onClick={() => chat.send(p)}>
                  {p}
                </Button>
              ))}
            </Group>
            <ChatPanel chat={chat} label="AI Health GPT" typingText="AI is analyzing..." multiline />
            <Text size="xs" c="dimmed">
              Enter sends; Shift+Enter adds a line.
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SectionCard title="AI Health Insights">
              <Stack gap="xs">
                {INSIGHTS.map((i) => (
                  <div key={i.title}>
                    <Text fw={600} size="sm">
                      {i.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {i.text}
                    </Text>
                  </div>
                ))}
              </Stack>
            </SectionCard>
            <SectionCard title="AI Capabilities">
              <List size="sm" spacing={4}>
                {CAPABILITIES.map((c) => (
                  <List.Item key={c}>{c}</List.Item>
                ))}
              </List>
            </SectionCard>
            <SectionCard title="Quick Actions">
              <Stack gap="xs">
                <Button
                  variant="light"
                  onClick={() =>
                    downloadFile(
                      'ai-health-chat.txt',
                      new Blob([chatTranscript(chat.messages)], { type: 'text/plain;charset=utf-8' }),
                    )
                  }
                >
                  Export Chat History
                </Button>
                <Button
                  variant="light"
                  onClick={() => {
                    const text = chatTranscript(chat.messages);
                    void shareOr({ title: 'AI Health GPT', text }, () => navigator.clipboard.writeText(text));
                  }}
                >
                  Share Insights
                </Button>
                <Button variant="light" onClick={() => chat.send('Summarise my health report')}>
                  Generate Report
                </Button>
              </Stack>
            </SectionCard>
            <SectionCard title="AI Disclaimer">
              <DisclaimerText />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
      <Text size="xs" c="dimmed" ta="center" mt="md">
        Mode: {mode}
      </Text>
    </Container>
  );
}
