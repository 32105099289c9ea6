/**
 * A chat's state (ADR-23): a send appends the user's message, clears the input and shows the typing
 * indicator; after the reply delay the reply is appended and the indicator hides. Blank input is not sent.
 */
import { createStore } from 'zustand/vanilla';
import type { SavedReading } from '../readings/index.ts';
import { type Reply, type ReplyRule, selectReply } from './replies.ts';

export interface ChatMessage extends Partial<Reply> {
  /** From the send time, with a counter so two messages in one millisecond stay distinct. */
  id: string;
  text: string;
  sender: 'user' | 'bot' | 'ai';
  timestamp: Date;
}

export interface ChatConfig {
  rules: readonly ReplyRule[];
  fallback: ReplyRule['reply'];
  replyDelayMs: number;
  replySender: 'bot' | 'ai';
  greeting: string;
  /** The saved readings at the moment a reply is chosen. */
  readings(): readonly SavedReading[];
  now?: () => Date;
}

export interface ChatState {
  messages: ChatMessage[];
  input: string;
  typing: boolean;
  setInput(text: string): void;
  /** Sends the given text, or the input; false when it is blank. */
  send(text?: string): boolean;
  /** Cancels a pending reply (the page is left). */
  dispose(): void;
}

/** The Chatbot's and AI chat's delays (ADR-23). */
export const CHATBOT_REPLY_DELAY_MS = 1500;
export const GPT_REPLY_DELAY_MS = 2000;

export const canSend = (text: string) => text.trim().length > 0;

export function createChatStore(config: ChatConfig) {
  const now = config.now ?? (() => new Date());
  let counter = 0;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const message = (sender: ChatMessage['sender'], fields: Partial<Reply> & { text: string }): ChatMessage => {
    const at = now();
    counter += 1;
    return { ...fields, id: `${at.getTime()}-${counter}`, sender, timestamp: at };
  };

  return createStore<ChatState>((set, get) => ({
    messages: [message(config.replySender, { text: config.greeting, type: 'general', quoted: [] })],
    input: '',
    typing: false,
    setInput: (input) => set({ input }),
    send(text) {
      const content = text ?? get().input;
      if (!canSend(content)) return false;
      set((s) => ({ messages: [...s.messages, message('user', { text: content.trim() })], input: '', typing: true }));
      const timer = setTimeout(() => {
        pending.delete(timer);
        const reply = selectReply(config.rules, config.fallback, content, config.readings());
        set((s) => ({ messages: [...s.messages, message(config.replySender, reply)], typing: pending.size > 0 }));
      }, config.replyDelayMs);
      pending.add(timer);
      return true;
    },
    dispose() {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    },
  }));
}
