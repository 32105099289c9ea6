import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useScanStore } from '../store/useScanStore.ts';

/** The live camera preview: the store plays its stream in this <video>; mirrored, square-framed. */
export function CameraPreview() {
  const attachVideo = useScanStore((s) => s.attachVideo);
  const video = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    attachVideo(video.current);
    return () => attachVideo(null);
  }, [attachVideo]);
  return (
    <Box
      pos="relative"
      mx="auto"
      w="100%"
      maw={420}
      style={{
        aspectRatio: '1 / 1',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        background: '#000',
        border: '3px solid var(--mantine-color-teal-5)',
      }}
    >
      <video
        ref={video}
        autoPlay
        muted
        playsInline
        aria-label="Camera preview"
        style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
      />
    </Box>
  );
}
