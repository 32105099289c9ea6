import { BUSINESS_HOURS, OFFICE, SUPPORT_EMAIL, SUPPORT_PHONE } from '@ai-doctor/content/contact';
import { Alert, Anchor, Button, Card, Container, Grid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { OfflineNotice } from '../../shared/network/OfflineNotice.tsx';
import { PageIntro } from './PageIntro.tsx';
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

function ContactForm() {
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

function SupportDetails() {
  const rows: [string, ReactNode][] = [
    [
      'Email',
      <Anchor key="email" href={`mailto:${SUPPORT_EMAIL}`}>
        {SUPPORT_EMAIL}
      </Anchor>,
    ],
    [
      'Phone',
      <Anchor key="phone" href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>
        {SUPPORT_PHONE}
      </Anchor>,
    ],
    ['Office', OFFICE],
    ['Business hours', BUSINESS_HOURS],
  ];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="support-title">
      <Title order={2} size="h3" id="support-title" mb="md">
        Support
      </Title>
      <Stack gap="sm" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" fw={600} size="sm">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </Stack>
      <Text mt="lg" size="sm" c="dimmed">
        Many questions are answered in our FAQ.
      </Text>
      <Button component={Link} to="/faq" variant="light" mt="xs">
        View FAQ
      </Button>
    </Card>
  );
}

/** `/contact`: the form posts to `POST /api/contact` (DECISIONS D3) and the support details. */
export function ContactPage() {
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Contact Us">
        Questions about a reading, a plan for your clinic, or your data? Write to us.
      </PageIntro>
      <OfflineNotice what="Sending a message" />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <SupportDetails />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
