import { useCallback, useState } from 'react';

export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * A plain-words reason for a failed form submission. The data layer throws `"<status>: <body>"`, and the
 * API's error body carries a `message` (e.g. `body.email must match format "email"`).
 */
export function describeSendError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): (.*)$/s.exec(text);
  if (!match) return 'We could not reach the server. Check your connection and try again.';
  const [, status, body] = match;
  if (status === '429') return 'Too many messages were sent from your connection. Please wait a minute and try again.';
  if (status?.startsWith('5')) return 'The server had a problem. Please try again in a moment.';
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown };
    if (typeof parsed.message === 'string') return `Please check the form: ${parsed.message.replace(/^body\./, '')}.`;
  } catch {
    // A non-JSON body (e.g. a proxy's page) falls through to the generic text.
  }
  return 'The server did not accept the form. Please check it and try again.';
}

/** Runs one form submission at a time and reports its status; the caller keeps the typed values. */
export function useFormSubmission(send: () => Promise<unknown>) {
  const [status, setStatus] = useState<SubmissionStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(async () => {
    setStatus('sending');
    setError(null);
    try {
      await send();
      setStatus('sent');
      return true;
    } catch (err) {
      setError(describeSendError(err));
      setStatus('failed');
      return false;
    }
  }, [send]);
  return { status, error, submit };
}
