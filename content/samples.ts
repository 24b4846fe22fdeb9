/** Sample paragraphs for 'Try A Sample': a mix of AI-sounding and human-written prose. */
export const SAMPLE_TEXTS: string[] = [
  "In today's fast-paced digital landscape, effective time management has become more important than ever. By leveraging proven strategies such as prioritization, delegation and focused work sessions, individuals can significantly enhance their productivity. Furthermore, it is important to note that a healthy work-life balance plays a crucial role in long-term success. Ultimately, mastering these skills empowers people to navigate the complexities of modern life with confidence.",
  "My grandmother kept her recipes on index cards that had gone soft at the corners. Half of them were missing steps, because she assumed you already knew to let the dough rest or to salt the water. When I finally tried her plum cake on my own, it came out flat and a little burnt, and I laughed, because she would have told me it was still good with coffee.",
  "Renewable energy sources such as solar and wind power offer a sustainable alternative to fossil fuels. These technologies not only reduce greenhouse gas emissions but also create new job opportunities across various sectors. Moreover, advancements in battery storage are addressing the intermittency challenges that have historically limited their adoption. As a result, many countries are accelerating their transition toward a cleaner and more resilient energy future.",
  "We missed the last bus by about thirty seconds, so we walked. It was four miles, mostly uphill, and Sam complained the entire way about his new shoes. Around midnight we stopped at a gas station and split a bag of pretzels on the curb. I don't remember what we talked about, only that the town looked different at that hour, quieter and somehow bigger.",
  "Artificial intelligence is transforming the healthcare industry in remarkable ways. From early disease detection to personalized treatment plans, AI-powered tools are enabling clinicians to make more informed decisions. Additionally, automation of administrative tasks allows medical professionals to devote more time to patient care. However, it is essential to address concerns related to data privacy and algorithmic bias to ensure these innovations benefit everyone.",
  "The meeting ran long again. Priya wanted to revisit the budget, which nobody else did, and by the time we got to the hiring plan half the room was checking email. I suggested we split the agenda next week: numbers on Monday, people on Thursday. Nobody objected, which around here counts as enthusiasm.",
];

export function randomSample(current?: string): string {
  const choices = SAMPLE_TEXTS.filter((s) => s !== current);
  return choices[Math.floor(Math.random() * choices.length)];
}
