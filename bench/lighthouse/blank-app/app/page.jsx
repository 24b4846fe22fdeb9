import { CountButton } from "./count-button";

export default function Page() {
  return (
    <main>
      <h1>A blank Next.js page</h1>
      <p>One heading, a paragraph and a button: the cost of the framework alone, with nothing of the site.</p>
      <CountButton />
    </main>
  );
}
