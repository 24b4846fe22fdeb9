/** Small decorative icons for the editor toolbars; buttons carry their own accessible names. */
const paths = {
  attach: "M21 12.5l-8.5 8.5a6 6 0 01-8.5-8.5l9-9a4 4 0 015.7 5.7l-9 9a2 2 0 01-2.8-2.8l8.5-8.5",
  paste: "M9 4h6v3H9zM7 5H5v16h14V5h-2M8 12h8M8 16h5",
  shuffle: "M3 6h4l10 12h4M3 18h4l3-3.6M14 9.6L17 6h4M19 3l3 3-3 3M19 15l3 3-3 3",
  trash: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  copy: "M9 9h11v11H9zM5 15H4V4h11v1",
  download: "M12 3v12M7 10l5 5 5-5M4 19h16",
  chart: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  history: "M3 12a9 9 0 109-9 9 9 0 00-7 3.3M3 3v4h4M12 7v5l3 3",
} as const;

export function Icon({ name, className = "h-5 w-5" }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  );
}

export const toolbarButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40";
