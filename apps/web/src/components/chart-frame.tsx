import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Before the first measurement (and where ResizeObserver is missing). */
const DEFAULT_WIDTH = 640;

/** The element's width in CSS pixels, so a chart draws at its real size (text stays legible on a phone). */
function useElementWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Which of `count` columns get a label under the axis: about one per 70 px of `width`, always the last. */
export function labelledColumns(count: number, width: number): Set<number> {
  const room = Math.max(1, Math.floor(width / 70));
  const every = Math.max(1, Math.ceil(count / room));
  const shown = new Set<number>();
  for (let index = count - 1; index >= 0; index -= every) shown.add(index);
  return shown;
}

export interface ChartLegendItem {
  label: string;
  /** The swatch's background class, the same colour as its marks in the chart. */
  swatch: string;
}

export interface ChartTable {
  columns: readonly string[];
  /** Each row's first cell is its header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * What every chart of the app shares: plain SVG drawn at the element's real width, with a title
 * and a description for assistive technology, a legend, and the same figures in a visually hidden
 * table for screen readers. `children` draws the marks for the measured width.
 */
export function ChartFrame({
  testId,
  title,
  summary,
  height,
  legend,
  table,
  children,
}: {
  testId: string;
  title: string;
  summary: string;
  height: number;
  legend: readonly ChartLegendItem[];
  table: ChartTable;
  children: (width: number) => ReactNode;
}) {
  const titleId = useId();
  const descId = useId();
  const [ref, width] = useElementWidth();
  return (
    <div ref={ref} className="w-full" data-testid={testId}>
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block max-w-full overflow-visible"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {children(width)}
      </svg>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600" aria-hidden>
        {legend.map((item) => (
          <span key={item.label} className="inline-flex items-center gap-1.5">
            <span className={`size-2.5 rounded-sm ${item.swatch}`} />
            {item.label}
          </span>
        ))}
      </div>
      {/* The wrapper hides it: a table itself grows to its content whatever its width, widening a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
