/** Varied prose used across the rewriter tests and the bench. */
export const PARAGRAPHS: readonly string[] = [
  // AI-sounding essay
  "In today's fast-paced world, technology plays a crucial role in shaping how we communicate. It is important to note that social media platforms have transformed the way people interact. Furthermore, these tools allow individuals to delve into a myriad of topics. Moreover, businesses leverage robust analytics to understand customer behavior. In conclusion, technology is a testament to human ingenuity.",
  // AI-sounding blog
  "Navigating the complexities of remote work can be challenging. Additionally, teams must foster a culture of trust and collaboration. By leveraging cutting-edge tools, companies can streamline their workflows and ensure seamless communication. Ultimately, a holistic approach empowers employees to thrive in this ever-evolving landscape.",
  // Casual personal narrative
  "I went to the store yesterday because we ran out of milk. The line was really long, and the cashier seemed tired. I do not think I will go back on a Sunday again. It is just not worth the hassle.",
  // Email
  "Hi Sarah, I wanted to follow up on the report from last week. Could you send me the final numbers by Friday? We need them before the meeting with the board. Please let me know if you have any questions.",
  // Academic
  "The results indicate that the proposed method significantly reduces error rates compared to previous approaches. However, further research is required to assess its performance on larger datasets. The experiment was conducted by the research team over a period of six months.",
  // Student essay
  "Many students find it difficult to balance school and work. They often have to choose between studying for exams and earning money. This problem is especially common among students who come from low-income families, and it can have a significant impact on their grades.",
  // Opinion piece
  "City parks are important because they give people a place to relax. When the weather is nice, families gather on the grass and children play on the swings. Unfortunately, many parks have been neglected for years, and the benches are broken.",
  // Product review
  "This laptop is quick and very easy to use. The battery lasts all day, although the speakers are a bit weak. I would recommend it to anyone who needs a reliable machine for work.",
  // News-style
  "The council approved the new budget on Tuesday after a long debate. The plan will increase funding for public transport and reduce spending on administration. Critics argue that the changes will not solve the housing problem.",
  // How-to
  "First, remove the old filter from the machine. Then rinse the container with warm water and let it dry completely. Make sure the new filter fits tightly before you turn the power back on.",
  // Business memo
  "Our team has achieved significant growth this quarter. We will continue to focus on customer satisfaction and we are planning to hire additional staff. It is essential that every department communicates clearly with the others.",
  // Reflective
  "When I was a child, I spent every summer at my grandmother's house. She taught me how to bake bread and how to take care of the garden. Those long afternoons shaped the person I am today.",
  // Science explainer
  "Photosynthesis is the process by which plants convert sunlight into chemical energy. Chlorophyll absorbs light, and the plant uses that energy to produce glucose from carbon dioxide and water. This process also releases oxygen into the atmosphere.",
];

export const AI_TEXT = PARAGRAPHS.slice(0, 2).join("\n\n");

/** A chatbot's essay opening that the offline humanizer's careful edits leave reading as AI (issue 41). */
export const CHATGPT_INTRO =
  "Artificial intelligence has emerged as a transformative force across numerous industries, reshaping the way organizations operate and deliver value. From healthcare to finance, AI-powered solutions are enabling professionals to analyze vast amounts of data, identify patterns, and make informed decisions with unprecedented speed and accuracy. In healthcare, machine learning algorithms assist clinicians in diagnosing diseases earlier and tailoring treatments to individual patients. In finance, these technologies help detect fraudulent transactions and optimize investment strategies. However, the rapid adoption of AI also raises important ethical considerations, including concerns about data privacy, algorithmic bias, and the potential displacement of workers. As a result, it is essential for policymakers, businesses, and researchers to collaborate in establishing clear guidelines that promote responsible innovation. By fostering transparency and accountability, society can harness the benefits of artificial intelligence while mitigating its risks, ensuring that this powerful technology serves the greater good for generations to come.";

export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’-][a-z0-9]+)*/g) ?? [];
}

/** Number of words of `before` not kept in order in `after` (word-level LCS diff). */
export function changedWords(before: string, after: string): number {
  const a = wordsOf(before);
  const b = wordsOf(after);
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) row[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], row[j - 1]);
    prev = row;
  }
  return a.length - prev[b.length];
}

/** Builds prose of at least `count` words from the fixtures, in paragraphs. */
export function proseOfWords(count: number): string {
  const out: string[] = [];
  let total = 0;
  for (let i = 0; total < count; i++) {
    const paragraph = PARAGRAPHS[i % PARAGRAPHS.length];
    out.push(paragraph);
    total += wordsOf(paragraph).length;
  }
  return out.join("\n\n");
}
