/**
 * The consultation page's doctors (ADR-23): three sample profiles with the product's prices and ratings.
 * No invented person is named (ADR-15): each is its specialty's sample profile, shown by its specialty's
 * initials. The page says they are samples; a booking is stored as a request by the API.
 */
import { CLOSED_SLOTS, TIME_SLOTS, type TimeSlot } from '@ai-doctor/content/consultation';

export interface Doctor {
  id: string;
  name: string;
  specialty: string;
  rating: number;
  reviews: number;
  experienceYears: number;
  location: string;
  priceUsd: number;
  available: boolean;
  languages: readonly string[];
  specializations: readonly string[];
}

export const DOCTORS: readonly Doctor[] = [
  {
    id: 'dr-sarah-johnson',
    name: 'Sample cardiologist',
    specialty: 'Cardiology',
    rating: 4.9,
    reviews: 127,
    experienceYears: 15,
    location: 'London, UK',
    priceUsd: 150,
    available: true,
    languages: ['English', 'Spanish'],
    specializations: ['Hypertension', 'Heart rhythm disorders', 'Preventive cardiology'],
  },
  {
    id: 'dr-michael-chen',
    name: 'Sample neurologist',
    specialty: 'Neurology',
    rating: 4.8,
    reviews: 94,
    experienceYears: 12,
    location: 'Manchester, UK',
    priceUsd: 180,
    available: true,
    languages: ['English', 'Mandarin'],
    specializations: ['Headache and migraine', 'Stroke prevention', 'Sleep disorders', 'Dizziness'],
  },
  {
    id: 'dr-emily-rodriguez',
    name: 'Sample GP',
    specialty: 'General Practice',
    rating: 4.7,
    reviews: 212,
    experienceYears: 9,
    location: 'Bristol, UK',
    priceUsd: 120,
    available: false,
    languages: ['English', 'Portuguese'],
    specializations: ['Family medicine', 'Stress and wellbeing'],
  },
];

/** Specializations shown on a card before '+N more' (ADR-23). */
export const SPECIALIZATIONS_SHOWN = 2;

export const SPECIALTIES = ['All', ...new Set(DOCTORS.map((d) => d.specialty))] as const;

export const SLOTS: readonly { time: TimeSlot; available: boolean }[] = TIME_SLOTS.map((time) => ({
  time,
  available: !CLOSED_SLOTS.includes(time),
}));

export const CONSULTATION_TYPE_LABELS = { video: 'Video Call', chat: 'Chat', phone: 'Phone Call' } as const;
