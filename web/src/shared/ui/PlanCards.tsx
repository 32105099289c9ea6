import type { Plan } from '@ai-doctor/content/solutions';
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export type { Plan };

/** Plans side by side; the popular one is outlined and badged. Headings are `headingOrder` (h2 or h3). */
export function PlanCards({ plans, headingOrder = 2 }: { plans: readonly Plan[]; headingOrder?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: plans.length }} spacing="lg">
      {plans.map((plan) => (
        <Card
          key={plan.name}
          withBorder
          padding="lg"
          radius="md"
          style={plan.popular ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
        >
          <Stack gap="sm" h="100%">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={headingOrder} size="h3">
                {plan.name}
              </Title>
              {plan.popular && <Badge variant="filled">Most Popular</Badge>}
            </Group>
            <Text>
              <Text span fz={32} fw={800}>
                {plan.price}
              </Text>{' '}
              {plan.period && (
                <Text span c="dimmed">
                  {plan.period}
                </Text>
              )}
            </Text>
            {plan.description && <Text c="dimmed">{plan.description}</Text>}
            <List spacing={6} style={{ flex: 1 }}>
              {plan.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            <Button component={Link} to={plan.cta.to} variant={plan.popular ? 'filled' : 'light'} fullWidth>
              {plan.cta.label}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
