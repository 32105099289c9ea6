/**
 * How long the server keeps what people send it (issue 52). The API deletes past these by default, and
 * the privacy policy states them: both read them here, so they cannot disagree.
 */

/** A consultation booking is deleted this many days after the consultation's date. */
export const BOOKING_RETENTION_DAYS = 30;

/** A contact message is deleted this many days after it was sent. */
export const CONTACT_RETENTION_DAYS = 180;
