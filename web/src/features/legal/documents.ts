import { SUPPORT_EMAIL } from '@ai-doctor/content/contact';
import { BOOKING_RETENTION_DAYS, CONTACT_RETENTION_DAYS } from '@ai-doctor/content/retention';
import type { TextSection } from '../../shared/ui/TextSections.tsx';

/**
 * The Terms, Privacy and Cookie policies (ADR-24). The privacy text
 * describes what the app and API really do (ADR-12, ADR-15): keep it in step with them.
 */
export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: readonly TextSection[];
}

const LAST_UPDATED = '1 December 2024';

export const TERMS: LegalDocument = {
  title: 'Terms & Conditions',
  lastUpdated: LAST_UPDATED,
  intro:
    'These terms apply when you use the AI Doctor website and web app. By using them you agree to these terms. If you do not agree, please do not use the service.',
  sections: [
    {
      heading: 'What AI Doctor is',
      paragraphs: [
        'AI Doctor estimates vital signs such as heart rate from a short video of your face, using remote photoplethysmography. It is an information and wellness service.',
        'AI Doctor is not a medical device. It does not diagnose, treat, cure or prevent any disease, and its estimates are not clinically validated. Do not use it in an emergency, and do not start, stop or change any treatment because of a reading. Always consult a qualified healthcare professional.',
      ],
    },
    {
      heading: 'Who may use it',
      paragraphs: ['You must be at least 16 years old to use AI Doctor.'],
    },
    {
      heading: 'Readings and their limits',
      paragraphs: [
        'Readings depend on light, movement, camera quality and other conditions. Each result is labelled as measured, derived, experimental or illustrative. Blood pressure and oxygen saturation from an ordinary camera are experimental estimates. When the signal is too weak the app says so and asks for a retake.',
      ],
    },
    {
      heading: 'Plans and payment',
      paragraphs: [
        'Plan descriptions on the Pricing and Solutions pages describe our offers. Paid plans start with a 7-day free trial with no card required. Business plans are agreed in a separate contract.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not misuse the service: do not try to break into or overload it, send unlawful content through its forms, or scan someone else without their permission.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'The service is provided as is. To the extent the law allows, we are not liable for decisions made on the basis of a reading. Nothing in these terms limits liability that cannot be limited under the laws of England and Wales.',
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'We may update these terms; the date above shows the latest version. These terms are governed by the laws of England and Wales.',
        `Questions about these terms: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};

export const PRIVACY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro:
    'This policy explains what data AI Doctor handles, where it is kept and why. The short version: your face video and your readings stay on your device.',
  sections: [
    {
      heading: 'Your camera video',
      paragraphs: [
        'The video from your camera is analysed inside your browser and never leaves your device. We do not record, upload or store it.',
      ],
    },
    {
      heading: 'Your readings',
      paragraphs: [
        'Readings you save are kept in your browser’s local storage on your device (up to the latest 50), together with a note that you have used the scan before. We never receive them. Clearing your browser data deletes them.',
      ],
    },
    {
      heading: 'Signal enhancement',
      paragraphs: [
        'To improve a result, the app may send our server the numeric colour trace of a scan: averaged colour values of skin regions over time, with their timestamps. It contains no images and nothing that names you. The server analyses it, returns the result and does not store it.',
      ],
    },
    {
      heading: 'What our server stores',
      paragraphs: [
        'Our server stores only what you send us through a form: contact messages (name, e-mail, subject, message), newsletter subscriptions (e-mail address) and consultation bookings (the details you enter). It stores no health readings.',
        'We use this data only to answer you, send the newsletter you asked for, or arrange your consultation. We do not sell it or use it for advertising.',
        'A booking is seen by the clinic of the doctor you chose, which reads it with its own key to arrange the consultation; no other clinic can see it. Contact messages are read only by our support team.',
      ],
    },
    {
      heading: 'Security and retention',
      paragraphs: [
        'Connections to our server are encrypted with HTTPS. Clinics and our support team reach the stored data only with a key that is stored as a hash and can be revoked at once.',
        `We delete a consultation booking ${BOOKING_RETENTION_DAYS} days after the consultation's date, and a contact message ${CONTACT_RETENTION_DAYS} days after you sent it; our server does this by itself every hour. A newsletter subscription is kept until you ask us to remove it.`,
        'You can cancel a booking from its confirmation (that frees the slot at once), and ask us to delete your contact messages, subscription or bookings at any time.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: ['AI Doctor is not for children under 16, and we do not knowingly collect their data.'],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `Under UK data protection law you can ask to see, correct or delete the data we hold about you, or object to how we use it. Write to ${SUPPORT_EMAIL}. You can also complain to the Information Commissioner’s Office (ico.org.uk).`,
      ],
    },
  ],
};

export const COOKIES: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: LAST_UPDATED,
  intro: 'AI Doctor sets no cookies: no advertising, analytics or tracking cookies, and no third-party cookies.',
  sections: [
    {
      heading: 'What we store in your browser instead',
      paragraphs: [
        'The app uses your browser’s local storage, which stays on your device and is not sent to us: your saved readings, a note that you have used the scan before, and your light or dark colour choice.',
      ],
    },
    {
      heading: 'How to remove it',
      paragraphs: [
        'You can delete this data at any time by clearing the site data for AI Doctor in your browser settings. The app keeps working; it simply forgets your readings and preferences.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        `If we ever add cookies we will update this policy and ask for your consent where the law requires it. Questions: ${SUPPORT_EMAIL}.`,
      ],
    },
  ],
};
