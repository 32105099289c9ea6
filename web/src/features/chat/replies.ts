/**
 * The chats' replies (ADR-23): chosen locally by keywords in the
 * message, never from a server. Where a topic has a number of the user's own, the reply adds it from the
 * saved readings (see readingAnswers.ts).
 */
import type { SavedReading } from '../readings/index.ts';
import {
  bloodPressureAnswer,
  heartRateAnswer,
  type QuotedValue,
  type ReadingsAnswer,
  readingsSummary,
  stressAnswer,
} from './readingAnswers.ts';

export type ReplyType = 'general' | 'health-analysis';

export interface Reply {
  text: string;
  type: ReplyType;
  /** Numbers from the user's readings, each shown with its evidence grade. */
  quoted: QuotedValue[];
  /** A link the reply offers, e.g. to start a scan or book a consultation. */
  link?: { to: string; label: string };
}

/** One keyword rule: the first rule with a keyword in the message answers it. */
export interface ReplyRule {
  /** Lower-case words or phrases; a short word matches only as a whole word ("bp", not "bpm"). */
  keywords: readonly string[];
  reply(readings: readonly SavedReading[]): Reply;
}

const SCAN_LINK = { to: '/app', label: 'Start a face scan' };
const BOOK_LINK = { to: '/consultation', label: 'Book a consultation' };

/** A canned text followed by what the readings say, with the scan link when there is nothing to quote. */
function withReadings(text: string, answer: ReadingsAnswer): Reply {
  return {
    text: `${text}\n\n${answer.text}`,
    type: 'health-analysis',
    quoted: answer.quoted,
    ...(answer.offerScan ? { link: SCAN_LINK } : {}),
  };
}

const general = (text: string, link?: Reply['link']): Reply => ({
  text,
  type: 'general',
  quoted: [],
  ...(link ? { link } : {}),
});

function containsKeyword(message: string, keyword: string): boolean {
  if (keyword.length > 3 || keyword.includes(' ')) return message.includes(keyword);
  return new RegExp(`\\b${keyword}\\b`).test(message);
}

/** The reply of the first rule whose keyword appears in the message (case-insensitive), else the default. */
export function selectReply(
  rules: readonly ReplyRule[],
  fallback: ReplyRule['reply'],
  message: string,
  readings: readonly SavedReading[],
): Reply {
  const text = message.toLowerCase();
  const rule = rules.find((r) => r.keywords.some((k) => containsKeyword(text, k)));
  return (rule?.reply ?? fallback)(readings);
}

/** The Chatbot's rules: blood pressure or bp; heart or cardiac; stress or anxiety; doctor or consultation. */
export const CHATBOT_RULES: readonly ReplyRule[] = [
  {
    keywords: ['blood pressure', 'bp'],
    reply: (readings) =>
      withReadings(
        'Blood pressure is the force of blood against your artery walls, written as systolic over diastolic in mmHg. Below 120/80 is considered normal; 130/80 or more on repeated cuff readings is high.',
        bloodPressureAnswer(readings),
      ),
  },
  {
    keywords: ['heart', 'cardiac'],
    reply: (readings) =>
      withReadings(
        'A typical resting heart rate for adults is 60 to 100 beats per minute. Regular activity, sleep and less caffeine and alcohol help keep your heart healthy.',
        heartRateAnswer(readings),
      ),
  },
  {
    keywords: ['stress', 'anxiety'],
    reply: (readings) =>
      withReadings(
        'Short-term stress raises heart rate and lowers heart rate variability. Slow breathing (about six breaths a minute), a walk or a break from screens can help. If worry affects your daily life, talk to a GP.',
        stressAnswer(readings),
      ),
  },
  {
    keywords: ['doctor', 'consultation'],
    reply: () =>
      general(
        'You can book a video, chat or phone consultation on our consultation page. For chest pain, trouble breathing or sudden weakness, call emergency services now instead.',
        BOOK_LINK,
      ),
  },
];

export const chatbotDefault = (): Reply =>
  general(
    'I can explain blood pressure, heart rate and stress readings, and tell you what your own saved readings show. Try one of the quick questions, or ask about a topic on the right.',
  );

/** The AI Health GPT's rules (ADR-23), in the product's order. */
export const GPT_RULES: readonly ReplyRule[] = [
  {
    keywords: ['heart', 'cardiovascular'],
    reply: (readings) =>
      withReadings(
        'Cardiovascular plan:\n• 150 minutes a week of moderate activity, such as brisk walking\n• Plenty of vegetables, whole grains and less salt\n• No smoking, and alcohol within guidelines\n• Check your blood pressure regularly with a cuff',
        heartRateAnswer(readings),
      ),
  },
  {
    keywords: ['stress', 'mental', 'anxiety'],
    reply: (readings) =>
      withReadings(
        'Stress plan:\n• A few minutes of slow breathing, twice a day\n• Daily movement and time outdoors\n• Regular sleep and wake times\n• Talk to someone you trust, or a GP if it does not ease',
        stressAnswer(readings),
      ),
  },
  {
    keywords: ['sleep', 'tired', 'fatigue'],
    reply: () =>
      general(
        'Sleep plan:\n• Aim for 7 to 9 hours, at the same times each day\n• No caffeine after early afternoon\n• A dark, cool, quiet bedroom and no screens in the last hour\n• See a GP if tiredness lasts more than a few weeks',
      ),
  },
  {
    keywords: ['report', 'analysis', 'summary'],
    reply: (readings) => withReadings('Health report summary from your saved readings:', readingsSummary(readings)),
  },
];

export const gptDefault = (): Reply =>
  general(
    'I can give general guidance on heart health, stress, sleep and your saved readings. Ask about one of those, or ask for a summary of your readings. I am not a doctor and cannot diagnose.',
  );

/** The Chatbot's six quick questions. */
export const CHATBOT_QUICK_QUESTIONS = [
  'What do my blood pressure readings mean?',
  'Is my heart rate normal?',
  'How can I manage stress?',
  'How do I book a doctor?',
  'What is a healthy blood pressure?',
  'How does anxiety affect my heart?',
] as const;

/** The Chatbot's topics sidebar: each sends a question about its topic. */
export const CHATBOT_TOPICS: readonly { label: string; question: string }[] = [
  { label: 'Blood Pressure', question: 'Tell me about blood pressure' },
  { label: 'Heart Health', question: 'How is my heart health?' },
  { label: 'Stress & Anxiety', question: 'How does stress affect me?' },
  { label: 'Consultations', question: 'Can I see a doctor?' },
];

/** The AI Health GPT's six prompts; three are shown (ADR-23). */
export const GPT_PROMPTS = [
  'Summarise my health report',
  'How can I improve my heart health?',
  'I feel stressed, what can I do?',
  'Why am I always tired?',
  'Give me an analysis of my readings',
  'How does sleep affect my mental health?',
] as const;
export const GPT_PROMPTS_SHOWN = 3;
