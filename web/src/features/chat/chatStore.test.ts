import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHATBOT_REPLY_DELAY_MS, createChatStore, GPT_REPLY_DELAY_MS } from './chatStore.ts';
import { chatTranscript } from './chatTranscript.ts';
import { CHATBOT_RULES, chatbotDefault, GPT_RULES, gptDefault } from './replies.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const chatbot = () =>
  createChatStore({
    rules: CHATBOT_RULES,
    fallback: chatbotDefault,
    replyDelayMs: CHATBOT_REPLY_DELAY_MS,
    replySender: 'bot',
    greeting: 'Hello',
    readings: () => [],
  });

describe('chat store', () => {
  it('appends the message, clears the input and replies after 1.5 s with the indicator in between', () => {
    const chat = chatbot();
    chat.getState().setInput('  my bp  ');
    expect(chat.getState().send()).toBe(true);
    const sent = chat.getState();
    expect(sent.input).toBe('');
    expect(sent.typing).toBe(true);
    expect(sent.messages.map((m) => [m.sender, m.text])).toEqual([
      ['bot', 'Hello'],
      ['user', 'my bp'],
    ]);
    vi.advanceTimersByTime(CHATBOT_REPLY_DELAY_MS - 1);
    expect(chat.getState().messages).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(chat.getState().typing).toBe(false);
    expect(chat.getState().messages.at(-1)?.text).toContain('Blood pressure is the force');
    expect(new Set(chat.getState().messages.map((m) => m.id)).size).toBe(3);
  });

  it('does not send blank or whitespace-only input', () => {
    const chat = chatbot();
    chat.getState().setInput(' \n ');
    expect(chat.getState().send()).toBe(false);
    expect(chat.getState().messages).toHaveLength(1);
    expect(chat.getState().typing).toBe(false);
  });

  it('the AI chat replies after 2 s; dispose cancels a pending reply', () => {
    const chat = createChatStore({
      rules: GPT_RULES,
      fallback: gptDefault,
      replyDelayMs: GPT_REPLY_DELAY_MS,
      replySender: 'ai',
      greeting: 'Hi',
      readings: () => [],
    });
    chat.getState().send('sleep');
    vi.advanceTimersByTime(1999);
    expect(chat.getState().typing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(chat.getState().messages.at(-1)).toMatchObject({
      sender: 'ai',
      text: expect.stringContaining('Sleep plan'),
    });
    chat.getState().send('heart');
    chat.getState().dispose();
    vi.advanceTimersByTime(GPT_REPLY_DELAY_MS);
    expect(chat.getState().messages.at(-1)?.sender).toBe('user');
  });
});

describe('chat transcript', () => {
  it('lists each message with its time, the graded values and the disclaimer', () => {
    const text = chatTranscript([
      { id: '1', sender: 'user', text: 'my bp', timestamp: new Date('2026-11-23T08:00:00Z') },
      {
        id: '2',
        sender: 'ai',
        text: 'Your last reading shows 118/76 mmHg',
        timestamp: new Date('2026-11-23T08:00:02Z'),
        quoted: [{ label: 'Blood pressure', value: '118/76 mmHg', metric: 'bloodPressure' }],
      },
    ]);
    expect(text).toContain('[2026-11-23T08:00:00.000Z] You:\nmy bp');
    expect(text).toContain(
      'AI Health GPT:\nYour last reading shows 118/76 mmHg\n  Blood pressure: 118/76 mmHg (experimental)',
    );
    expect(text).toContain('is not a medical device');
  });
});
