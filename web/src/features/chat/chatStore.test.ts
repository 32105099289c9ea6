import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHATBOT_REPLY_DELAY_MS, createChatStore, GPT_REPLY_DELAY_MS } from './chatStore.ts';
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
