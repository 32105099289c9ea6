import { contactAbout } from '@ai-doctor/content/contact';
import { Container, Text } from '@mantine/core';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { type Plan, PlanCards } from '../../shared/ui/PlanCards.tsx';

/** Consumer plans (ADR-24). Tiers are marketing copy; nothing is charged in the app. */
const CONSUMER_PLANS: readonly Plan[] = [
  {
    name: 'Basic',
    price: 'Free',
    period: '',
    description: 'Try contactless readings at home.',
    features: ['5 measurements a day', '7-day history', 'Heart rate, breathing and stress estimates'],
    cta: { label: 'Start Free', to: '/app' },
  },
  {
    name: 'Pro',
    price: '$9.99',
    period: '/month',
    description: 'For people who track their readings every day.',
    features: ['Unlimited measurements', '30-day history', 'Reports export', '7-day free trial, no card needed'],
    popular: true,
    cta: { label: 'Request Trial', to: contactAbout('Pro plan trial') },
  },
  {
    name: 'Premium',
    price: '$19.99',
    period: '/month',
    description: 'For families keeping an eye on each other.',
    features: [
      'Unlimited measurements',
      'Unlimited history',
      'Family sharing for 5 users',
      '7-day free trial, no card needed',
    ],
    cta: { label: 'Request Trial', to: contactAbout('Premium plan trial') },
  },
];

export function PricingPage() {
  return (
    <Container size="lg" py="xl">
      <PageIntro title="Simple, Transparent Pricing">
        Start free. Every paid plan has a 7-day free trial with no card required, and you can cancel at any time.
      </PageIntro>
      <PlanCards plans={CONSUMER_PLANS} />
      <Text size="sm" c="dimmed" ta="center" mt="xl">
        Readings are wellness estimates from your camera, not medical measurements. Business and clinic plans are on the
        Solutions pages.
      </Text>
    </Container>
  );
}
