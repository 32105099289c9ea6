import type { LinkAction } from '@ai-doctor/content/solutions';
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';

export type { LinkAction };

/** Long labels ('Schedule Hospital Demo') wrap on a 360 px screen instead of being cut off. */
const WRAPPING = {
  root: { height: 'auto', minHeight: 42, maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 8 },
} as const;

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
        <Button
          key={action.label}
          component={Link}
          to={action.to}
          size="md"
          variant={i === 0 ? 'filled' : 'default'}
          styles={WRAPPING}
        >
          {action.label}
        </Button>
      ))}
    </Group>
  );
}
