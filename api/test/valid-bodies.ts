/** A valid body for each route that takes one: the property tests (fuzz, hostile) break them. */

const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const VALID: Record<string, Record<string, unknown>> = {
  '/api/wellness-diagnosis': { systolic: 118, diastolic: 77, heartRate: 70, heartRateVariability: 40, confidence: 0.9 },
  '/api/enhance-rppg': {
    timeSeriesData: Array.from({ length: 90 }, (_, i) => [150 + (i % 3), 110, 90]),
    sampleRate: 30,
    duration: 3,
    timestampsMs: Array.from({ length: 90 }, (_, i) => i * 33.3),
    rois: [{ name: 'forehead', rgb: Array.from({ length: 90 }, () => [160, 120, 100]) }],
  },
  '/api/contact': { name: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'Hello' },
  '/api/subscriptions': { email: 'reader@example.org' },
  '/api/bookings': {
    doctorId: 'dr-1',
    consultationType: 'chat',
    date: tomorrow,
    timeSlot: '09:30 AM',
    fullName: 'Grace Hopper',
    email: 'grace@example.org',
    phone: '+44 20 7946 0958',
    reason: 'Check-up',
  },
};
