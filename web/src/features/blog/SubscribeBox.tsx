import { Alert, Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useFormSubmission } from '../../shared/api/formSubmission.ts';
import { type Answer, answerOf, api } from '../../shared/api/http.ts';

type SubscriptionReply = Answer<'/api/subscriptions', 'post', 201>;

/** The blog's 'Stay Updated' box: `POST /api/subscriptions`; subscribing twice is a success too. */
export function SubscribeBox() {
  const [email, setEmail] = useState('');
  const [reply, setReply] = useState<SubscriptionReply | null>(null);
  const send = useCallback(async () => {
    setReply(await answerOf(api.POST('/api/subscriptions', { body: { email } })));
  }, [email]);
  const { status, error, submit } = useFormSubmission(send);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="subscribe-title">
      <Title order={2} size="h3" id="subscribe-title">
        Stay Updated
      </Title>
      <Text c="dimmed" mt="xs">
        New articles about contactless health monitoring, about once a month. Unsubscribe any time.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Group mt="md" align="flex-end" wrap="wrap">
          <TextInput
            label="Email address"
            type="email"
            name="email"
            required
            maxLength={254}
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Button type="submit" loading={status === 'sending'}>
            Subscribe
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {status === 'sent' && reply && (
          <Alert color="teal" mt="md" title={reply.status === 'subscribed' ? 'Subscribed' : 'Already subscribed'}>
            {reply.status === 'subscribed'
              ? `We will send new articles to ${reply.email}.`
              : `${reply.email} is already on the list; nothing more to do.`}
          </Alert>
        )}
        {status === 'failed' && (
          <Alert color="red" mt="md" title="Not subscribed">
            {error}
          </Alert>
        )}
      </div>
    </Card>
  );
}
