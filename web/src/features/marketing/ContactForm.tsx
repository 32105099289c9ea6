import { Alert, Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { type ContactMessage, useContactForm } from './useContactForm.ts';

/** The one-line fields; lengths match the API's schema for `POST /api/contact`. */
const TEXT_FIELDS: readonly {
  field: Exclude<keyof ContactMessage, 'message'>;
  label: string;
  type: 'text' | 'email';
  maxLength: number;
  autoComplete: string;
}[] = [
  { field: 'name', label: 'Name', type: 'text', maxLength: 100, autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', maxLength: 254, autoComplete: 'email' },
  { field: 'subject', label: 'Subject', type: 'text', maxLength: 150, autoComplete: 'off' },
];

export function ContactForm() {
  const [params] = useSearchParams();
  const { values, setField, status, error, submit } = useContactForm(params.get('subject') ?? '');
  const sending = status === 'sending';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="contact-form-title">
      <Title order={2} size="h3" id="contact-form-title" mb="md">
        Send us a message
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          {TEXT_FIELDS.map((f) => (
            <TextInput
              key={f.field}
              label={f.label}
              name={f.field}
              type={f.type}
              required
              maxLength={f.maxLength}
              autoComplete={f.autoComplete}
              value={values[f.field]}
              onChange={(e) => setField(f.field, e.currentTarget.value)}
            />
          ))}
          <Textarea
            label="Message"
            name="message"
            required
            maxLength={5000}
            autosize
            minRows={5}
            value={values.message}
            onChange={(e) => setField('message', e.currentTarget.value)}
          />
          <div aria-live="polite">
            {status === 'sent' && (
              <Alert color="teal" title="Message sent">
                Thank you. We have received your message and will reply by e-mail.
              </Alert>
            )}
            {status === 'failed' && (
              <Alert color="red" title="Your message was not sent">
                {error} Your text is still here, so you can try again.
              </Alert>
            )}
          </div>
          <Button type="submit" loading={sending}>
            Send Message
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
