import { ContactForm } from "@/components/marketing/contact-form";
import { breadcrumbLd, JsonLd } from "@/components/marketing/json-ld";
import { pageMetadata, siteUrl } from "@/components/marketing/metadata";
import { contact } from "@/content/pages/contact";

export const metadata = pageMetadata({ title: contact.title, description: contact.description, path: "/contact" });

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{contact.heading}</h1>
      <p className="mt-4 text-lg leading-8 text-slate-700">{contact.intro}</p>
      <div className="mt-8">
        <ContactForm />
      </div>
      <JsonLd
        data={breadcrumbLd(
          [
            { name: "Home", path: "/" },
            { name: contact.heading, path: "/contact" },
          ],
          siteUrl(),
        )}
      />
    </div>
  );
}
