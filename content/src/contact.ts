/**
 * Support contact details shown on the Contact and legal pages (ADR-24).
 * The address uses the reserved `.example` domain and the number is in Ofcom's range kept for fiction
 * (020 7946 0xxx), so neither reaches a stranger; replace both with the real ones before launch.
 */
export const SUPPORT_EMAIL = 'support@aidoctor.example';
export const SUPPORT_PHONE = '+44 20 7946 0958';
export const OFFICE = 'London, United Kingdom';
export const BUSINESS_HOURS = 'Mon-Fri 9:00-18:00 GMT';

/** A link to the Contact page with its Subject field filled in, e.g. from a 'Schedule Demo' button. */
export const contactAbout = (subject: string) => `/contact?subject=${encodeURIComponent(subject)}`;
