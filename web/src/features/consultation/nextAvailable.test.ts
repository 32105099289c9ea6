import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchNextAvailable, nextAvailable, slotMinutes } from './nextAvailable.ts';

const at = (h: number, m: number) => new Date(2026, 10, 25, h, m);

describe('nextAvailable: only slots the booking API has free', () => {
  it('reads slot times', () => {
    expect(slotMinutes('09:00 AM')).toBe(540);
    expect(slotMinutes('02:30 PM')).toBe(870);
  });

  it("takes today's first free slot still ahead, else tomorrow's first, else none", () => {
    expect(nextAvailable(['09:30 AM', '02:00 PM'], ['09:00 AM'], at(9, 30))).toEqual({
      day: 'Today',
      slot: '02:00 PM',
    });
    expect(nextAvailable(['09:30 AM'], ['10:30 AM', '04:00 PM'], at(12, 0))).toEqual({
      day: 'Tomorrow',
      slot: '10:30 AM',
    });
    expect(nextAvailable([], [], at(8, 0))).toBeNull();
  });
});

describe('fetchNextAvailable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the API for the doctor's local today and tomorrow", async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      const url = pathname + search;
      urls.push(url);
      const free = url.includes('2026-11-25') ? ['09:00 AM'] : ['10:30 AM'];
      return new Response(JSON.stringify({ free }), { status: 200 });
    });
    expect(await fetchNextAvailable('dr-michael-chen', at(10, 0))).toEqual({ day: 'Tomorrow', slot: '10:30 AM' });
    expect(urls).toEqual([
      '/api/bookings/free-slots?doctorId=dr-michael-chen&date=2026-11-25',
      '/api/bookings/free-slots?doctorId=dr-michael-chen&date=2026-11-26',
    ]);
  });
});
