import { Text, type TextProps } from '@mantine/core';
import { useShownPercent } from './useShownPercent.ts';

/** The percent's text alone: a change renders this text, not the Mantine `Text` around it. */
function PercentText() {
  return `${useShownPercent()}%`;
}

/** '42%': renders when the whole percent changes. */
export function ShownPercent(props: TextProps & { 'data-testid'?: string }) {
  return (
    <Text {...props}>
      <PercentText />
    </Text>
  );
}
