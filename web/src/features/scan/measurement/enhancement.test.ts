import { describe, expect, it, vi } from 'vitest';
import { trace } from './completionFakes.ts';
import {
  ENHANCE_UNAVAILABLE,
  type EnhanceRequest,
  enhanceRequest,
  OfflineError,
  requestEnhancement,
} from './enhancement.ts';

describe('enhanceRequest', () => {
  it('sends the skin-colour fallback region only as the whole-face series', () => {
    const body = enhanceRequest({
      ...trace,
      rois: [{ name: 'face', rgb: [150, 100, 80, 151, 101, 80, 150, 100, 81] }],
    });
    expect(body.rois).toEqual([]);
    expect(body.timeSeriesData).toHaveLength(3);
  });
});

describe('requestEnhancement', () => {
  it("turns a non-OK response into 'AI enhancement service unavailable'", async () => {
    const fetchMock = vi.fn(async () => new Response('boom', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(requestEnhancement(enhanceRequest(trace))).rejects.toThrow(ENHANCE_UNAVAILABLE);
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/enhance-rppg',
        expect.objectContaining({ method: 'POST', headers: { 'Content-Type': 'application/octet-stream' } }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offline, sends nothing and throws an OfflineError', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    try {
      await expect(requestEnhancement({} as EnhanceRequest)).rejects.toBeInstanceOf(OfflineError);
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
