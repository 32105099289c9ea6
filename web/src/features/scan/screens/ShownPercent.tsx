import { Text, type TextProps } from '@mantine/core';
import { useShownPercent } from './useShownPercent.ts';

/** '42%': renders when the whole percent changes. */
export function ShownPercent(props: TextProps & { 'data-testid'?: string }) {
  return <Text {...props}>{useShownPercent()}%</Text>;
}
