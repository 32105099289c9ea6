import { BUSINESS_HOURS, SUPPORT_EMAIL } from '@ai-doctor/content/contact';
import { Accordion, Button, Card, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { FAQ_ITEMS } from './faq.ts';

/** `/faq`: twelve questions that open and close independently (ADR-24). */
export function FaqPage() {
  return (
    <Container size="md" py="xl">
      <PageIntro title="Frequently Asked Questions">
        How contactless readings work, what they can and cannot tell you, and what happens to your data.
      </PageIntro>
      <Accordion multiple variant="separated" radius="md" order={2}>
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.question} value={item.question}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>{item.answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Card withBorder radius="md" padding="lg" mt="xl" ta="center">
        <Title order={2} size="h3">
          Still have questions?
        </Title>
        <Text c="dimmed" mt="xs">
          Our team is here {BUSINESS_HOURS}.
        </Text>
        <Group justify="center" mt="md">
          <Button component="a" href={`mailto:${SUPPORT_EMAIL}`} variant="light">
            Email Support
          </Button>
          <Button component={Link} to="/contact">
            Contact Us
          </Button>
        </Group>
      </Card>
    </Container>
  );
}
