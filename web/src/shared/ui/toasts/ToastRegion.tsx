import { useWindowEvent } from '@mantine/hooks';
import { Notifications, notifications } from '@mantine/notifications';
import { type PointerEvent, useRef, useState } from 'react';
import { swipeDismisses, swipeOffset } from './swipeToDismiss.ts';

/** ADR-19: how long a toast is shown. */
const TOAST_SHOWN_MS = 5000;

/** Under the pointer: the toast being swiped, by which pointer, and where the swipe began. */
interface Swipe {
  toast: HTMLElement;
  pointerId: number;
  startX: number;
}

/**
 * The app's toasts, per ADR-19: one at a time, shown 5 s, at most 420 px wide, in a region that F8
 * focuses (so keyboard users can reach a toast's close button), and dismissed by a 50 px swipe to the
 * right. While focus is inside the region a toast stays, as it does under the mouse. A dismissed toast
 * leaves at once rather than lingering hidden (the product's 1,000,000 ms removal delay describes a hidden
 * toast kept in memory, which Mantine does not do).
 */
export function ToastRegion() {
  const region = useRef<HTMLElement>(null);
  const swipe = useRef<Swipe | null>(null);
  const [focused, setFocused] = useState(false);

  useWindowEvent('keydown', (event) => {
    if (event.key !== 'F8') return;
    event.preventDefault();
    region.current?.focus();
  });

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Mantine renders each toast as role="alert" with the notification's id as its element id.
    if (!event.isPrimary || event.button !== 0 || swipe.current) return;
    const toast = (event.target as HTMLElement).closest<HTMLElement>('[role="alert"]');
    if (!toast?.id || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { toast, pointerId: event.pointerId, startX: event.clientX };
    toast.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const s = swipe.current;
    if (s?.pointerId === event.pointerId) s.toast.style.translate = `${swipeOffset(s.startX, event.clientX)}px 0`;
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    const s = swipe.current;
    if (s?.pointerId !== event.pointerId) return;
    swipe.current = null;
    s.toast.style.translate = '';
    if (event.type === 'pointerup' && swipeDismisses(s.startX, event.clientX)) notifications.hide(s.toast.id);
  };

  return (
    <section
      ref={region}
      aria-label="Notifications (F8)"
      tabIndex={-1}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <Notifications
        withinPortal={false}
        limit={1}
        position="top-right"
        autoClose={focused ? false : TOAST_SHOWN_MS}
        containerWidth={420}
        // A swipe must move the toast, not select its text (dragging a selection cancels the pointer).
        styles={{ root: { touchAction: 'pan-y' }, notification: { userSelect: 'none' } }}
      />
    </section>
  );
}
