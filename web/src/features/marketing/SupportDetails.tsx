import { BUSINESS_HOURS, OFFICE, SUPPORT_EMAIL, SUPPORT_PHONE } from '@ai-doctor/content/contact';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function SupportDetails() {
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
