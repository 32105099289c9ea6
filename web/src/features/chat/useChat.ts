import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useReadingsStore } from '../readings/index.ts';
import { type ChatConfig, createChatStore } from './chatStore.ts';

/** One chat for the page's lifetime; replies read the saved readings at the moment they are chosen. */
export function useChat(config: Omit<ChatConfig, 'readings'>) {
  const [store] = useState(() => createChatStore({ ...config, readings: () => useReadingsStore.getState().readings }));
  useEffect(() => () => store.getState().dispose(), [store]);
  return useStore(store);
}
