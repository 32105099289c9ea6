// Circles in a dependency graph (a map from each node to the nodes it depends on), for the import
// rules of the web app (deps.test.mjs) and of the signal core (rust-deps.test.mjs).

/** Every import circle, as the files around it (the first repeated at the end). */
export function importCycles(graph) {
  const cycles = [];
  const state = new Map(); // file → 'open' while on the current path, 'done' after
  const path = [];
  const visit = (file) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}
