import { ContentPage } from "@/components/marketing/content-page";
import { pageMetadata } from "@/components/marketing/metadata";
import { privacy } from "@/content/pages/privacy";

export const metadata = pageMetadata({ title: privacy.title, description: privacy.description, path: "/privacy" });

export default function PrivacyPage() {
  return <ContentPage copy={privacy} path="/privacy" />;
}
