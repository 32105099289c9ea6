import { Container, Grid } from '@mantine/core';
import { OfflineNotice } from '../../shared/network/OfflineNotice.tsx';
import { PageIntro } from '../../shared/ui/PageIntro.tsx';
import { ContactForm } from './ContactForm.tsx';
import { SupportDetails } from './SupportDetails.tsx';

/** `/contact`: the form posts to `POST /api/contact` (ADR-14) and the support details. */
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
