import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>404 Page Not Found</Title>
      <Text mt="md">Did you forget to add the page to the router?</Text>
      <Button component={Link} to="/" variant="light" mt="lg">
        Back to Home
      </Button>
    </Container>
  );
}
