/** A table of text cells (the first row its header), numbers right-aligned, scrolled sideways when wider than the page. */
export function CellTable({ cells, caption }: { cells: readonly (readonly string[])[]; caption: string }) {
  const [header = [], ...rows] = cells;
  return (
    <div className="table-scroll">
      <table className="cells">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {header.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, c) => (
                // Cells are positional: the column is the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never reorder.
                <td key={c} className={c === 0 ? undefined : 'number'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
