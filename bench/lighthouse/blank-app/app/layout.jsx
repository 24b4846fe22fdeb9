export const metadata = { title: "Blank Next.js page", description: "The floor the site's pages are measured against." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: "2rem" }}>{children}</body>
    </html>
  );
}
