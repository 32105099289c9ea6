// The device's `ai_doctor_used` flag (src/features/readings/usedBefore.ts) set on <html> before the
// first paint, so a prerendered page shows a returning device its own greeting from the start
// (usedBefore.module.css). Switched only once the app had loaded, the greeting moved the page under a
// tap made at that moment: the Start button jumped up and the tap landed beside it.
try {
  if (localStorage.getItem('ai_doctor_used') === 'true') document.documentElement.setAttribute('data-used-before', '');
} catch {
  // Storage blocked: the first visit's greeting.
}
