import { Button, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState } from 'react';
import { COPIED_MS, SHARE_POPUP_FEATURES, type ShareContent, type ShareLink, shareLinks } from './shareLinks.ts';

/**
 * The article share dropdown (ADR-22): it opens and closes with its button, and a click anywhere
 * outside it (or Escape) closes it. Social sites open in a 600x400 popup, mail and SMS in this window; copying shows
 * 'Copied!' for 2 s. A copy failure is logged only, as the product says.
 */
export function ShareMenu(content: ShareContent) {
  const [opened, setOpened] = useState(false);
  const [copied, setCopied] = useState(false);
  const resetCopied = useTimeout(() => setCopied(false), COPIED_MS);

  const open = async (link: ShareLink) => {
    if (link.action === 'popup') window.open(link.url, `share-${link.name}`, SHARE_POPUP_FEATURES);
    else if (link.action === 'same-window') window.location.href = link.url;
    else {
      try {
        await navigator.clipboard.writeText(link.url);
        setCopied(true);
        resetCopied.clear();
        resetCopied.start();
      } catch (error) {
        console.error('Copying the link failed', error);
      }
    }
  };

  return (
    <Popover position="bottom-end" width={220} opened={opened} onChange={setOpened} withinPortal={false} shadow="md">
      <Popover.Target>
        <Button variant="default" onClick={() => setOpened((o) => !o)} aria-expanded={opened}>
          Share
        </Button>
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <Stack gap={0}>
          {shareLinks(content).map((link) => (
            <Button
              key={link.name}
              variant="subtle"
              color="gray"
              justify="flex-start"
              onClick={() => void open(link)}
              leftSection={
                <ThemeIcon size="sm" radius="xl" color={link.color} variant="light" aria-hidden="true">
                  <Text size="xs" fw={700} span>
                    {link.icon}
                  </Text>
                </ThemeIcon>
              }
            >
              {link.action === 'copy' && copied ? 'Copied!' : link.name}
            </Button>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
