import { Text, type TextProps } from '@mantine/core';
import { SubscribedText } from './SubscribedText.tsx';
import { useShownPercent } from './useShownPercent.ts';

const usePercentLabel = () => `${useShownPercent()}%`;

/** '42%': only the text renders when the whole percent changes. */
export function ShownPercent(props: TextProps & { 'data-testid'?: string }) {
  return (
    <Text {...props}>
      <SubscribedText read={usePercentLabel} width="5ch" align="right" />
    </Text>
  );
}
