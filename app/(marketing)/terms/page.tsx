import { ContentPage } from "@/components/marketing/content-page";
import { pageMetadata } from "@/components/marketing/metadata";
import { terms } from "@/content/pages/terms";

export const metadata = pageMetadata({ title: terms.title, description: terms.description, path: "/terms" });

export default function TermsPage() {
  return <ContentPage copy={terms} path="/terms" />;
}
