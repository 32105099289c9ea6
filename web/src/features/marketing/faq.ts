/** The FAQ page's twelve questions (ADR-24). Answers describe what the app really does. */
export interface FaqItem {
  question: string;
  answer: string;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'How does AI Doctor measure vital signs without touching me?',
    answer:
      'It uses remote photoplethysmography (rPPG). Each heartbeat changes the amount of blood in the skin of your face very slightly, which changes its colour by a fraction of a percent. The app tracks those colour changes in your camera video and turns them into a pulse wave, from which heart rate and related values are estimated.',
  },
  {
    question: 'How long does a measurement take?',
    answer:
      'The scan itself records for 35 seconds. With positioning your face and reading the results, allow about a minute.',
  },
  {
    question: 'Is my video uploaded anywhere?',
    answer:
      'No. The video is analysed in your browser and never leaves your device. Your readings are saved in your browser’s storage. Only the numeric colour trace (a list of averaged colour values, not images) may be sent to our server for a more thorough re-analysis, and the server does not keep it.',
  },
  {
    question: 'How accurate are the readings?',
    answer:
      'Heart rate from rPPG can be close to a finger sensor in good light when you keep still. Other values are derived or experimental: blood pressure and oxygen saturation from an ordinary camera are estimates, not cuff or pulse-oximeter measurements. Every result is labelled with how it was obtained, and when the signal is too weak the app asks you to retake the scan rather than guessing.',
  },
  {
    question: 'Is AI Doctor a medical device?',
    answer:
      'No. It is for information and wellness only. It does not diagnose, treat or prevent any condition and its estimates are not clinically validated. Always talk to a healthcare professional about your health.',
  },
  {
    question: 'What do I need to use it?',
    answer:
      'A phone, tablet or computer with a front camera and a modern browser (Chrome, Edge, Safari or Firefox). No app to install and no extra hardware.',
  },
  {
    question: 'How do I get the best result?',
    answer:
      'Sit still in even, bright light facing the light source, keep your whole face in the frame, avoid strong backlight and don’t talk during the scan. Make-up, beards and glasses usually work, but heavy shadows do not.',
  },
  {
    question: 'Which indicators does it show?',
    answer:
      'Heart rate, heart rate variability, breathing rate, stress and recovery indices and a signal-quality score, plus experimental estimates of blood pressure and oxygen saturation. Several other indicators are still under research and are labelled as such.',
  },
  {
    question: 'Where are my past readings kept?',
    answer:
      'On your device, in your browser’s storage (up to the latest 50). Clearing your browser data removes them. We cannot see or restore them, because we never receive them.',
  },
  {
    question: 'Does it work for everyone?',
    answer:
      'It works across skin tones, but darker skin and low light reduce the signal, so a reading may take a retake or two in dim rooms. Strong movement, tremor or a very irregular heartbeat can also make readings unreliable; the app tells you when it cannot get a trustworthy signal.',
  },
  {
    question: 'Can clinics, insurers or employers use AI Doctor?',
    answer:
      'Yes. We offer plans for GP clinics, hospitals, insurers, gyms, occupational health and sports medicine. See the Solutions pages or contact our team for a demo.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'The Basic plan is free with 5 measurements a day. Pro is $9.99 a month and Premium $19.99 a month, each with a 7-day free trial and no card required.',
  },
];
