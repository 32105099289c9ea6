import { METRIC_EVIDENCE } from '@ai-doctor/rppg-core/vitals';
import { DISCLAIMER } from '../../shared/ui/DisclaimerText.tsx';
import type { ChatMessage } from './chatStore.ts';

const SENDER_NAME: Record<ChatMessage['sender'], string> = { user: 'You', bot: 'Chatbot', ai: 'AI Health GPT' };

/** The chat as plain text for Export Chat History: each message with its time and graded values, then the disclaimer. */
export function chatTranscript(messages: readonly ChatMessage[]): string {
  const blocks = messages.map((m) => {
    const values = (m.quoted ?? []).map((q) => `  ${q.label}: ${q.value} (${METRIC_EVIDENCE[q.metric].grade})`);
    return [`[${m.timestamp.toISOString()}] ${SENDER_NAME[m.sender]}:`, m.text, ...values].join('\n');
  });
  return [...blocks, DISCLAIMER].join('\n\n');
}
