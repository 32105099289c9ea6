import { Button, Group, Stack, Text } from '@mantine/core';
import { type ChangeEvent, useRef, useState } from 'react';
import type { Problem } from '../model/dataset.ts';
import { findClips } from '../model/layouts/index.ts';
import type { ChosenFile } from '../run/deviceRun.ts';

/** The files an input holds, by their path in the chosen folder (webkitRelativePath) or their name. */
function chosenFiles(input: HTMLInputElement): ChosenFile[] {
  return Array.from(input.files ?? []).map((file) => ({ path: file.webkitRelativePath || file.name, file }));
}

/** The chosen folder's name (the first part of its files' paths), or a name for loose files. */
const rootNameOf = (files: readonly ChosenFile[]) =>
  files[0]?.path.includes('/') ? (files[0].path.split('/')[0] as string) : 'chosen files';

interface Chosen {
  files: ChosenFile[];
  rootName: string;
  clips: string[];
  problems: Problem[];
}

/**
 * Choosing what to benchmark: a folder (a dataset's layout, e.g. UBFC-rPPG's subject folders) or files
 * (e.g. videos beside their `time_s,ppg` CSVs); the clips found are listed before the run starts.
 */
export function DatasetPicker({
  running,
  onRun,
}: {
  running: boolean;
  onRun: (files: ChosenFile[], rootName: string) => void;
}) {
  const folderInput = useRef<HTMLInputElement>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = chosenFiles(event.currentTarget);
    const rootName = rootNameOf(files);
    const { clips, problems } = findClips(
      files.map((f) => f.path),
      rootName,
    );
    setChosen({ files, rootName, clips: clips.map((c) => `${c.name} (${c.layout})`), problems });
  };

  return (
    <Stack gap="sm">
      <input
        ref={folderInput}
        type="file"
        hidden
        multiple
        aria-label="Dataset folder"
        onChange={onChange}
        {...{ webkitdirectory: '' }}
      />
      <input ref={filesInput} type="file" hidden multiple aria-label="Dataset files" onChange={onChange} />
      <Group>
        <Button variant="default" disabled={running} onClick={() => folderInput.current?.click()}>
          Choose a folder
        </Button>
        <Button variant="default" disabled={running} onClick={() => filesInput.current?.click()}>
          Choose files
        </Button>
        <Button
          disabled={running || !chosen || chosen.clips.length === 0}
          onClick={() => chosen && onRun(chosen.files, chosen.rootName)}
        >
          Run on this device
        </Button>
      </Group>
      {chosen && (
        <Text size="sm" aria-live="polite">
          {chosen.files.length} files: {chosen.clips.length === 0 ? 'no clips found' : chosen.clips.join(', ')}
          {chosen.problems.length > 0 && ` — ${chosen.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`}
        </Text>
      )}
    </Stack>
  );
}
