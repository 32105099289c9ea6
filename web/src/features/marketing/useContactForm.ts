import { useCallback, useState } from 'react';
import { useFormSubmission } from '../../shared/api/formSubmission.ts';
import { answerOf, api, type RequestBody } from '../../shared/api/http.ts';

export type ContactMessage = RequestBody<'/api/contact', 'post'>;

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * The Contact form: sends to `POST /api/contact`; clears the fields only once the server has stored them.
 * `initialSubject` comes from links such as 'Schedule Demo' (`/contact?subject=…`).
 */
export function useContactForm(initialSubject = '') {
  const [values, setValues] = useState<ContactMessage>({ ...EMPTY, subject: initialSubject.slice(0, 150) });
  const send = useCallback(() => answerOf(api.POST('/api/contact', { body: values })), [values]);
  const { status, error, submit } = useFormSubmission(send);
  const setField = useCallback((field: keyof ContactMessage, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
  }, []);
  const submitAndClear = useCallback(async () => {
    if (await submit()) setValues(EMPTY);
  }, [submit]);
  return { values, setField, status, error, submit: submitAndClear };
}
