import { useEffect, useState } from 'react';
import type { Doctor } from './doctors.ts';
import { fetchNextAvailable } from './nextAvailable.ts';

/**
 * The card's "next available" line, from the booking API: null while asking, when the doctor takes no
 * bookings or when the API cannot be reached (then the card says nothing rather than guess a time).
 */
export function useNextAvailable(doctor: Doctor): string | null {
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    if (!doctor.available) return;
    let current = true;
    fetchNextAvailable(doctor.id, new Date()).then(
      (next) =>
        current && setLine(next ? `Next available: ${next.day}, ${next.slot}` : 'No free slot today or tomorrow'),
      () => current && setLine(null),
    );
    return () => {
      current = false;
    };
  }, [doctor]);
  return line;
}
