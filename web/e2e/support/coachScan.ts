/**
 * The scan coach and the results' retake reasons (issue 50, ADR-29) in Chromium, the fake camera playing
 * a clip spoilt in one way (one spec file per clip: a camera's clip is fixed for a browser). The coach's
 * line must name the cause during the scan; a withheld reading must name it in its retake advice, not the
 * general one.
 */
import type { FixtureName } from '@ai-doctor/fixtures';
import { expect, test } from '@playwright/test';
import { CAUSE_LABEL, coachLine, type ScanCause } from '../../src/features/scan/coach/causes.ts';
import { GENERAL_ADVICE } from '../../src/features/scan/coach/retakeCauses.ts';
import { axeViolations } from '../screens-support.ts';
import { coachSaid, recordCoach } from './coach.ts';
import { fakeCameraLaunch } from './fakeCamera.ts';
import { patchFinalAnalysis } from './finalAnalysis.ts';
import { gotoHydrated } from './hydration.ts';

/** Registers, at a spec file's top level, the coach's test on `clip`, whose cause is `cause`. */
export function coachScanTest(clip: FixtureName, cause: ScanCause): void {
  test.use({ launchOptions: fakeCameraLaunch(clip).launchOptions });

  test(`the coach says '${CAUSE_LABEL[cause]}' during a scan of '${clip}', and a withheld reading names it`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // Whether this clip's rate ends withheld depends on the machine's load; the verdict is fixed so the
    // retake advice is always shown. The coach's causes come from the scan's own frames.
    await patchFinalAnalysis(page, {
      values: { reliable: false, heartRateOutcome: 'withheld', heartRateReason: 'pulse-weak' } as object,
      withheld: {},
    });
    await page.route('**/api/enhance-rppg', (route) => route.abort());
    await recordCoach(page);
    await gotoHydrated(page, '/app');
    await page.getByRole('button', { name: 'Start Measurement' }).click();

    // During the scan: one line, announced politely, naming the cause and what to do.
    const line = page.getByTestId('scan-coach');
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(line).toHaveAttribute('data-cause', cause, { timeout: 60_000 });
    await expect(line).toHaveText(coachLine(cause));
    expect(await axeViolations(page)).toEqual([]);

    const results = page.getByTestId('results');
    await expect(results.getByRole('heading', { name: 'Measurement Complete' })).toBeVisible({ timeout: 90_000 });
    expect(await coachSaid(page)).toContain(cause);
    const advice = results.getByTestId('retake-advice');
    await expect(advice).toContainText(`What got in the way: ${CAUSE_LABEL[cause].toLowerCase()}`);
    await expect(advice).not.toHaveText(GENERAL_ADVICE);
    expect((await advice.getAttribute('data-causes'))?.split(' ')).toContain(cause);
  });
}
