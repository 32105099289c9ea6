/**
 * The props of the scan bar's one section at `percent` (0–100): always full width and slid in from the
 * left, the bar clipping the rest. A new transform needs no layout, where a new width lays out the page
 * on the main thread, which a slow phone needs for its camera frames. The progressbar role and values
 * are set here because Mantine's own would announce the full width.
 */
export function slidingSection(percent: number) {
  return {
    value: 100,
    withAria: false,
    role: 'progressbar',
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuenow': percent,
    'aria-valuetext': `${percent}%`,
    style: { transform: `translateX(${percent - 100}%)` },
  } as const;
}
