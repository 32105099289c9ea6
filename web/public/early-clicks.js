// A prerendered page shows its buttons before the app's code has loaded, and React does not see a
// click that came before it hydrated the page. Until then, hold button clicks here; the app replays
// them once it has taken over the page (src/app/earlyClicks.ts). Links need no help: they navigate.
window.__earlyClicks = [];
document.addEventListener(
  'click',
  (event) => {
    const held = window.__earlyClicks;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!held || !button) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(button);
  },
  true,
);
