/**
 * Texts of the shapes users shorten most and the corpus lacks: student paragraphs (topic sentence, support,
 * a concluding sentence), lists (bulleted, numbered, one item a line, in a sentence), a student essay, and
 * texts with little to cut. `items` are the words each list item must keep, so a lost item is counted.
 */
export interface LengthShape {
  name: string;
  text: string;
  items?: readonly string[];
}

export const LENGTH_SHAPES: readonly LengthShape[] = [
  {
    name: "student paragraph: school uniforms",
    text: "School uniforms are a good idea for most schools. First of all, they make mornings much easier, because students do not have to spend a lot of time deciding what to wear. In addition to that, uniforms reduce the pressure to buy expensive brand-name clothes, which can be really hard for families who do not have very much money. Some students say that uniforms take away their freedom to express themselves, but they can still show their personality through their hobbies, their friends and the things they say. For these reasons, I believe that every school should require its students to wear uniforms.",
  },
  {
    name: "student paragraph: homework",
    text: "In my opinion, homework is actually very important for students. When students practice at home, they remember what they learned in class for a longer period of time. It is also a good way for teachers to see which students need more help with the material. Of course, too much homework can make students tired and stressed. Teachers should give a reasonable amount of homework so that students can learn without feeling overwhelmed.",
  },
  {
    name: "student paragraph: reading",
    text: "Reading books is one of the best ways to improve your writing. When you read a lot, you see how good writers build their sentences and organize their ideas. You also learn many new words without really trying to memorize them. I noticed this myself last year, when I read a novel every week and my essays started to get better grades. That is why I think that students who want to write well should read as much as they can.",
  },
  {
    name: "student essay: social media",
    text: [
      "Social media has changed the way teenagers communicate with each other. Today, most teenagers use apps like Instagram and TikTok every single day. These apps have both good and bad effects on their lives.",
      "On the positive side, social media helps teenagers stay in touch with friends who live far away. It also gives them a place to share their art, music and ideas with a large audience. For shy students, it can be easier to talk online than in person.",
      "On the other hand, social media can be harmful when it is used too much. Many teenagers compare themselves to the perfect pictures they see, and this can make them feel bad about themselves. Staying up late to scroll through videos also means that they get less sleep.",
      "In conclusion, social media is neither completely good nor completely bad. Teenagers should learn to use it in a balanced way so that they enjoy its benefits without being hurt by it.",
    ].join("\n\n"),
  },
  {
    name: "bulleted list",
    text: "Before the trip, please make sure you have packed the following:\n\n- A valid passport and a printed copy of your ticket\n- Warm clothes, because the nights in the mountains are very cold\n- A refillable water bottle\n- Comfortable walking shoes\n- Any medicine you need to take on a daily basis",
    items: ["passport", "Warm clothes", "water bottle", "walking shoes", "medicine"],
  },
  {
    name: "numbered steps",
    text: "To reset the router, follow these steps:\n\n1. Unplug the router from the wall and wait for about thirty seconds.\n2. Press and hold the small reset button on the back of the device.\n3. Plug the router back in while you are still holding the button.\n4. Release the button when the lights on the front start to blink.\n5. Wait a few minutes until the internet light turns green again.",
    items: ["Unplug", "reset button", "Plug the router", "Release the button", "turns green"],
  },
  {
    name: "one item a line",
    text: "Things I want to do this summer\nLearn how to swim properly.\nRead at least ten books.\nVisit my grandparents in the countryside.\nGet a part-time job at the bakery.\nStart running every morning.",
    items: ["swim", "ten books", "grandparents", "bakery", "running"],
  },
  {
    name: "list in a sentence",
    text: "The community center offers many activities for children, such as painting, chess, swimming, and basketball. Adults can join classes in cooking, yoga, and photography, which are held in the evening. The center is open every day except Sunday, and most of the classes are free for local residents.",
    items: ["painting", "chess", "swimming", "basketball", "cooking", "yoga", "photography"],
  },
  {
    name: "list after a colon",
    text: "A good study routine has three parts: a fixed time to start, short breaks every hour, and a quick review at the end of the day. Students who follow such a routine usually feel less stressed before exams.",
    items: ["fixed time", "short breaks", "quick review"],
  },
  {
    name: "wordy memo",
    text: "It is important to note that, due to the fact that the office will be closed for repairs, all staff members are asked to work from home in order to avoid any disruption. At this point in time, we are not able to say exactly when the repairs will be completed, but we expect that they will be finished in the near future. In the event that you need equipment, please contact the IT team prior to Friday.",
  },
  {
    name: "plain short notes",
    text: "Meeting moved to Tuesday at 3 pm. Room 204. Bring the sales figures for May and June. Anna will present the budget.",
  },
  {
    name: "tight news brief",
    text: "The city council voted 7 to 2 on Monday to build a new bridge over the Elm River. Construction will start in March and cost $48 million. The old bridge, built in 1931, will close when the new one opens in 2028.",
  },
];
