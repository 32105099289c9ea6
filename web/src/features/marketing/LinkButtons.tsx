import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface LinkAction {
  label: string;
  to: string;
}

/** A row of call-to-action links styled as buttons: the first is filled, the rest are quieter. */
export function LinkButtons({
  actions,
  justify = 'center',
}: {
  actions: readonly LinkAction[];
  justify?: 'center' | 'flex-start';
}) {
  return (
    <Group justify={justify}>
      {actions.map((action, i) => (
        <Button key={action.label} component={Link} to={action.to} size="md" variant={i === 0 ? 'filled' : 'default'}>
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
