import { ContentPage } from "@/components/marketing/content-page";
import { pageMetadata } from "@/components/marketing/metadata";
import { about } from "@/content/pages/about";

export const metadata = pageMetadata({ title: about.title, description: about.description, path: "/about" });

export default function AboutPage() {
  return <ContentPage copy={about} path="/about" />;
}
