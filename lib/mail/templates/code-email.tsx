import { Body, Container, Head, Heading, Html, Preview, Section, Text } from "@react-email/components";

export interface CodeEmailProps {
  siteName: string;
  greeting: string;
  intro: string;
  code: string;
  outro: string;
}

/** React Email template for every one-time code: sign-up verification, password reset, email change. */
export function CodeEmail({ siteName, greeting, intro, code, outro }: CodeEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{`${intro} ${code}`}</Preview>
      <Body style={{ backgroundColor: "#f8fafc", fontFamily: "Arial, Helvetica, sans-serif", color: "#111827" }}>
        <Container style={{ maxWidth: 480, margin: "24px auto", padding: 24, backgroundColor: "#ffffff", borderRadius: 12 }}>
          <Heading as="h1" style={{ fontSize: 20, margin: "0 0 16px" }}>
            {siteName}
          </Heading>
          <Text>{greeting}</Text>
          <Text>{intro}</Text>
          <Section style={{ textAlign: "center", margin: "24px 0" }}>
            <Text style={{ fontSize: 32, fontWeight: 700, letterSpacing: 8, margin: 0 }}>{code}</Text>
          </Section>
          <Text style={{ color: "#475569", fontSize: 13 }}>{outro}</Text>
        </Container>
      </Body>
    </Html>
  );
}
