/** Jumps to the editor on the same page (smooth scrolling comes from the global stylesheet). */
export function CtaLink({ children, variant = "solid" }: { children: string; variant?: "solid" | "light" }) {
  const look = variant === "solid" ? "bg-brand-600 text-white hover:bg-brand-700" : "bg-white text-brand-700 hover:bg-brand-50";
  return (
    <a
      href="#editorRewriter"
      data-testid="cta"
      className={`inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold shadow-sm ${look}`}
    >
      {children}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M10 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4L9 13.6V4a1 1 0 0 1 1-1z" />
      </svg>
    </a>
  );
}
