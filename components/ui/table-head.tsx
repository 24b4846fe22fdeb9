/** A table's column headings, each a label and its classes. */
export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly (readonly [label: string, className: string])[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map(([label, cellClassName]) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
