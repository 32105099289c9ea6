// A prerendered page shows its buttons before their code has run, and React does not see a click on a
// button it has not hydrated: before the app starts, and after, while a lazily loaded page's code is
// still on its way (its server HTML stays in place until then, looking ready). So a click on a button
// of the app that React does not own yet is held here, and the app replays it once React owns the
// button (src/app/earlyClicks.ts). Links need no help: they navigate.
(() => {
  const clicks = { held: [], onHold: null };
  window.__earlyClicks = clicks;
  // React keeps a hydrated element's props under a `__reactProps$…` key.
  const ownedByReact = (el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('#root button') : null;
      if (!button || ownedByReact(button)) return;
      event.preventDefault();
      event.stopPropagation();
      clicks.held.push(button);
      clicks.onHold?.();
    },
    true,
  );
})();
