// The contact form checks the same schema in the browser before sending, so it lives in lib/.
export { contactBody } from "@/lib/contact-form";
