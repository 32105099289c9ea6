import { encodeTrace } from '@ai-doctor/rppg-core/trace-format';
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
    const fetchMock = vi.fn(async (_request: Request) => new Response('boom', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await expect(requestEnhancement(enhanceRequest(trace))).rejects.toThrow(ENHANCE_UNAVAILABLE);
      const request = fetchMock.mock.calls[0]?.[0] as Request;
      expect([request.method, new URL(request.url).pathname, request.headers.get('content-type')]).toEqual([
        'POST',
        '/api/enhance-rppg',
        'application/octet-stream',
      ]);
      // The binary trace's bytes, as the core's encoder wrote them.
      const bytes = new Uint8Array(await request.arrayBuffer());
      expect(bytes).toEqual(encodeTrace(enhanceRequest(trace)));
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
