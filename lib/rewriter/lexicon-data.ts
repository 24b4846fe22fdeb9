/**
 * Synonym groups, one per line:  pos[!]: sources [> targets] [< blocked previous words] [| blocked next words] [+ required next words]
 * ("<s>" among blocked previous words: no word before, as at a sentence's start).
 * pos: v verb, n noun, a adjective, r adverb, p fixed phrase. "!" means the verb needs a determiner-led object.
 * Member marks: * ambiguous with another part of speech (needs supporting context); ! a verb that needs an object,
 * an adjective that stands before its noun ("key!"); ? an adjective that stands after a verb ("is essential" →
 * "is necessary", not "essential organisms" → "necessary organisms");
 * ^f formal, ^c casual, ^r rich, ^s simple (used only when the options ask for that register); ^u uncountable.
 * Sources swap among themselves; targets after ">" are written but never rewritten.
 * Verb phrases inflect their first word, noun phrases their last.
 */
export const LEXICON = `
v: buy, purchase^f
v: begin > start + to
v: start* > begin + to
v: commence^r > begin, start
v: demonstrate^r > show
v: reveal > show
v: illustrate > show
v: exhibit > show, display
v: indicate^r > show, suggest
v: attempt* > try + to
v: try > attempt^f + to
v: assist > help
v: aid* > help
v: investigate, look into^c, probe^r
v: examine > look at^c, inspect
v: enhance, boost^c > improve
v!: improve > enhance^r, boost^c, strengthen
v!: increase* > boost, raise
v: reduce, lower*, cut*^c | down back off out
v: decrease > drop
v: construct^r > build
v!: develop > build
v: choose, select^f, pick*^c | to up out on for
v: finish!, complete!*
v: find out > discover, learn + what how why whether if where who when that
v: look for, search for > seek^r
v: think about > consider
v: discuss, talk about^c
v: point out, note*^f
v: emphasize > stress, highlight
v: propose > suggest + that
v: recommend > suggest + that
v: make sure > ensure
v: comprehend^r > understand
v: accomplish > achieve
v: attain^r > reach, achieve
v: gather!, collect!
v: assess, evaluate
v: anticipate^r > expect
v: modify^r, alter^r > change, adjust
v: offer!*, provide!
v: obtain^r > get
v: acquire^r > get
v: receive > get
v: retain^r > keep
v: prevent > stop
v: occur, happen | to in
v: take place > happen, occur
v: aim*, intend | at for
v: seem > appear | like
v: appear > seem + to
v: reply, respond
v: remain, stay
v: connect, link*
v: repair > fix
v: solve, resolve | to
v: address* > tackle, deal with
v: deal with, handle*
v: cope with > deal with, handle
v: need* > require^f | to not
v: get rid of > remove, eliminate
v: come up with > devise
v: figure out > work out, determine^f
v: carry out, conduct! > perform
v: put off > postpone, delay
v: postpone, delay*
v: give up > quit
v: speed up, accelerate
v: terminate^r > end
v: endeavor^r > try
v: ascertain^r > find out, determine
v: inform > tell
v: depict, portray
v: state* > say + that
v: clarify > explain
v: boost* > raise, increase
v: hinder^r, hamper^r, impede^r > slow, hold back
v: verify > check, confirm
v: identify, spot*^c | as with
v: remember, recall* | to
v: notice* > spot^c, observe^f
v: talk* > speak + to with
v: plan* > aim + to
v: mention* > note, bring up | it them him her me us you this that these those since because how what when where why
v: affect, influence*
v: protect, shield*^r
v: take part in, participate in
v: make use of > use
v: make a decision > decide
v: reach a conclusion, come to a conclusion > conclude
v: make an effort > try
v: have an impact on, have an effect on > affect
v: put forward > propose, suggest
v: lead to, result in > bring about^f
v: focus on*, concentrate on
v: keep in mind, bear in mind > remember
v: turn down > reject, decline
v: look after > take care of, care for
v: show up > appear, arrive
v: call off > cancel
v: sort out > resolve, fix
v: bring up > raise, mention
v: come across > encounter, find | as
v: cut down on > reduce, cut
v: hand in > submit
v: go over > review
v: put up with > tolerate
v: carry on > continue
v: leave out > omit
v: necessitate^r > require, call for
v: encompass^r > include, cover
v: entail^r > involve
v: pinpoint^r > identify
v: convey^r > express
v: envision^r, envisage^r > imagine
v: elucidate^r > explain
v: substantiate^r > support, back up
v: procure^r > get, buy
v: garner^r > gain, earn
v: depict > show
v: motivate, inspire
v: describe! > outline
v: praise*, commend^f
v: request* > ask for | that for
v: inquire^r > ask
v: purchase^r > buy
v: desire* > want
v: analyze > examine
v: discover > find
v: depart^r > leave
v: arrive at > reach
v: enable > allow
v: allow, permit*^f
v: wish > want + to
v: disclose^r > reveal, share
v: consume > use
v: strive > try, work + to
v: endure > bear, put up with
v: emerge > appear
v: persist^r > continue, last
v: diminish^r > shrink, fade
v: scrutinize^r > examine, study
v: prioritize > focus on, put first
v: harm, damage* > hurt
v!: shorten, trim^c
v: broaden > widen

v: convert > change, turn
v: absorb > take in, soak up^c
v!: approve > pass, back | of
v!: remove > take out
v: let me know > tell me
v: let us know > tell us
v: find it difficult, find it hard > struggle
v: take care of, look after
v: transform > reshape, change
v: thrive, flourish^r
v: go back > return | on
v: argue > contend^r + that

v: get better > improve
v: get worse > worsen
v: go up > rise, climb
v: go down > fall, drop < i we you he she they
v: put together > assemble
v: decide > choose + to
v!: appreciate > value
v: benefit from > gain from
v: organize, arrange
v: generate > produce, create
v!: expand > extend, widen
v: restrict > limit
v: avoid > steer clear of^c
v!: reject > turn down, dismiss
v: refuse > decline + to
v: admit > acknowledge + that
v: prove > show + that
v: assume > suppose + that
v: convince, persuade
v: contact* > get in touch with, reach out to^c
v: rise > climb | to up above
v: fall* > drop | in for behind apart asleep under short back off
v: yell*, shout*
v: walk away > leave | from
v: cry* > weep^r | out
v: whisper* > murmur
v: stare, gaze
v: grin* > smile
v: rush*, hurry
v: leap > jump
v: toss > throw
v: mumble, mutter
v: wander, roam^r
v: tremble > shake
n: aim*, goal > objective^f
n: benefit*, advantage
n: problem, issue*
n: method, technique, approach* | of to for
n: outcome > result
n: effect, impact*
n: opportunity > chance | of that
n: idea, notion^r
n: individual* > person
n: company, firm*
n: child, kid^c | of
n: mistake > error
n: kind > sort + of
n: narrative > story
n: procedure > process
n: usage > use
n: phase > stage
n: catastrophe > disaster
n: amount, quantity^f
n: emotion > feeling
n: opinion > view, perspective^r
n: obstacle, barrier, hurdle^c
n: significance^u > importance^u
n: component > part
n: assistance^u > help^u, support^u
n: utilization^u > use^u
n: methodology^r > method, approach
n: endeavor^r, endeavour > effort, attempt
n: film* > movie
n: photo, picture*, photograph^f
n: shop*, store*
n: concern*, worry*
n: customer, client
n: employee, worker
n: country, nation | music side
n: ability > capacity^r | to
n: expense > cost
n: automobile^r > car
n: beginning, start* | to
n: purchase*^r > buy^c
n: requirement > need
n: residence^r > home
n: inquiry^r > question
n: attempt*, try^c
n: commencement^r > start
n: duration^r > length
n: aspect > side, part
n: dilemma^r > problem
n: conversation, chat*^c
n: motive > reason

n: debate > discussion
n: exam > test
n: place > spot^c | of
n: hassle > trouble, bother
n: number* > figure | of

n: industry, sector
n: advice^u, guidance^u
n: change* > shift
n: increase* > rise
n: decrease* > drop, fall
n: disadvantage, drawback, downside^c
n: duty > responsibility
n: decision > choice
n: option, choice
n: query > question
n: solution > answer, fix^c
n: sadness^u > sorrow^u
n: tradition, custom*
n: device, gadget^c
n: equipment^u, gear^uc
n: connection, link*
n: speed*, pace
n: trip* > journey
n: doctor, physician^f
n: teacher > educator^f
a: huge, enormous, massive^c, vast^r
a: crucial, vital, pivotal, paramount > key!, critical | signs organs
a: important > major! | to that for
a: difficult, challenging* > hard, tough^c
a: straightforward > simple
a: easy > simple + to
a: quick, rapid^r, swift^r
a: glad, pleased^f > happy
a: excellent, outstanding^r > great
a: obvious, evident^f > clear
a: main, primary > key! | school schools care colors colours election elections
a: entire, whole | number numbers foods grain
a: essential > necessary? < but and or | oil oils
a: appropriate, suitable
a: accurate, precise
a: various > different
a: numerous^r > many
a: sufficient^r, adequate^r > enough
a: additional > extra, further
a: current* > present
a: previous > earlier, prior^f
a: feasible^r, viable^r > workable, realistic
a: beneficial^r > helpful, useful
a: useful > helpful
a: complicated > complex, tricky^c
a: interesting, fascinating^r, intriguing^r
a: beautiful, lovely
a: strange, odd, weird^c
a: wealthy^r > rich
a: intelligent^r > smart, clever
a: smart*, clever
a: ready > prepared
a: modern, contemporary^r
a: expensive, costly, pricey^c
a: cheap, inexpensive^f
a: brave, courageous^r
a: tough* > difficult^f
a: rare, uncommon
a: specific, particular | about
a: nice > pleasant, lovely | to
a: substantial^r > considerable, large, sizable
a: considerable > large, sizable
a: tremendous^r > huge, enormous
a: remarkable > striking, impressive, notable
a: exceptional^r > outstanding, excellent
a: diverse > varied, wide-ranging
a: imperative^r > essential, vital
a: scary, frightening
a: angry, upset*^c
a: tiny > small | little
a: precise > exact
a: adequate^r > enough
a: frequent > common, regular
a: evident^r > clear
a: initial > first, early
a: subsequent > later, following
a: ongoing > continuing
a: immense > huge, vast
a: minor > small, slight | league leagues
a: sole > only
a: vast > huge
a: ample > enough
a: fundamental > core
a: inexpensive > cheap
a: prominent > leading, well-known

a: reliable, dependable
a: tired, weary^r, worn out^c
a: larger > bigger
a: largest > biggest

a: sad, unhappy
a: famous, well-known
a: boring, dull
a: exciting, thrilling
a: amazing, incredible, astonishing^r
a: wonderful, marvelous^r
a: fantastic > wonderful
a: correct > right < a an
a: principal > main
a: terrible, awful, dreadful^r
a: horrible > awful
a: traditional, conventional
a: unusual, uncommon
a: dangerous, hazardous^r
a: sick, ill | of
a: polite, courteous^r
a: rude, impolite
a: significant > considerable, notable! | to that
a: global > worldwide | warming
a: powerful > strong, potent^r
a: willing > ready, prepared + to
a: eager, keen
a: severe > serious, harsh
a: broad > wide
a: constant > steady, continual
a: annual, yearly
a: brief > short
a: gradual > slow, steady
a: sudden, abrupt^r
a: slight > small
a: scared, frightened
r: often, frequently^r
r: usually, typically, generally, normally
r: quickly, rapidly, swiftly^r
r: mostly, mainly, largely, primarily
r: completely, entirely, fully, totally^c
r: nearly, almost
r: perhaps, maybe^c, possibly
r: currently > now
r: immediately > instantly | after before
r: obviously, evidently^f > clearly
r: especially, particularly
r: considerably, substantially^f, markedly^r
r: rarely, seldom^r
r: sometimes, at times, occasionally
r: approximately^r > about, roughly, around
r: extremely, incredibly, exceptionally^r
r: increasingly, more and more^c
r: therefore, thus^f, hence^r | the a an this that his her its their
r: consequently^r > as a result, so
r: subsequently^r > later, afterwards
r: at first > initially^r
r: probably > most likely
r: precisely^r > exactly
r: commonly > usually
r: pretty > fairly
r: slightly, somewhat
r: frequently^r > often
r: additionally > also
r: furthermore, moreover > also, besides
r: merely^r > only, just
r: solely^r > only
r: primarily > mainly

r: tightly, firmly

r: slowly, gradually
r: suddenly, abruptly^r, all of a sudden^c
r: easily > readily^r
r: certainly, definitely
r: unfortunately, sadly, regrettably^f
r: fortunately, luckily^c
r: properly, correctly
r: greatly > considerably, hugely^c
r: barely, hardly, scarcely^r
r: regularly > routinely
r: constantly > continually
r: previously > earlier
p: in order to > to
p: hello, hi
p: thanks, thank you | to
p: yes > yeah^c
p: okay > all right
p: so as to > to
p: due to the fact that, owing to the fact that, in light of the fact that > because
p: despite the fact that, in spite of the fact that > although, even though
p: in spite of, despite
p: a number of > several, some
p: a lot of, lots of^c
p: a great deal of > a lot of, much
p: in addition to > besides, on top of^c, apart from
p: prior to > before
p: subsequent to > after
p: in the event that > if
p: in the absence of > without
p: with regard to, in regard to > regarding
p: regarding > about < <s>
p: at this point in time, at the present time > now, currently
p: in the near future > soon
p: on a daily basis > daily, every day
p: on a regular basis > regularly
p: for the purpose of > for
p: a variety of, a range of > various, many kinds of
p: a wide range of, a wide variety of > all sorts of^c, many different
p: because of, due to, owing to^f < is are was were be been being | be vote arrive start begin meet open close launch return appear speak finish end retire expire take make go come
p: even though > although
p: whether or not > whether
p: each and every > every
p: first and foremost > first
p: the reason why > the reason
p: at the end of the day > in the end, ultimately
p: all of a sudden > suddenly
p: in a timely manner > promptly, quickly
p: in an effort to > to, trying to
p: has the ability to, is able to > can
p: have the ability to, are able to > can
p: was able to > managed to, could
p: were able to > managed to, could
p: is unable to > cannot, can't^c
p: are unable to > cannot, can't^c
p: the majority of, a majority of > most | them us you these those the this that our their its his her my your
p: the majority of > most of + them us you these those the this that our their its his her my your
p: a small number of > a few
p: a large number of > many
p: an increasing number of, a growing number of > more and more
p: in the midst of > amid, in the middle of
p: in light of > given
p: in accordance with > in line with
p: with the exception of > except, except for
p: for the most part > mostly, largely
p: until such time as > until
p: in close proximity to > near, close to
p: it is possible that > perhaps
p: in most cases > usually + ,
p: in other words > put simply, that is
p: as soon as > once | possible
p: in fact > actually
p: a bit > slightly < in for after wait | of
p: as a result of > because of
p: in the long run > eventually
p: more often than not > usually
p: by means of > by, through
p: in the course of > during
p: with the aim of > to, aiming to
p: such as > like | featured described mentioned shown listed noted seen found given discussed outlined presented reported ,
p: instead of > rather than
p: apart from, aside from < move moves moved moving drift drifts drifted drifting pull pulls pulled pulling push pushed grow grows grew grown come comes came fall falls fell fallen break broke broken tear tore torn far
p: next to > beside | nothing
p: close to > near | tears
p: as if, as though
p: right now, at the moment
p: these days, nowadays
p: from time to time > now and then, occasionally
p: all the time > constantly
p: a long time > ages^c
p: a little bit > a little
p: a couple of > a few
p: in recent years > recently, lately
p: as a consequence of > because of, as a result of
p: a great number of > many
p: the vast majority of > most | them us you these those the this that our their its his her my your
p: the vast majority of > most of + them us you these those the this that our their its his her my your
p: in order for > for
p: at last > finally
p: by accident > accidentally
p: on purpose > deliberately, intentionally
p: more than > over + \uE000
p: less than > under + \uE000
p: individuals > people
`;

/** Stock AI vocabulary: replaced far more eagerly than ordinary synonyms. */
export const STOCK_LEXICON = `
v: delve into > dig into^c, explore, look at
v: delve > dig^c
v: leverage* > use, draw on, make use of
v: utilize, utilise > use
v: foster > encourage, build, support
v: bolster > strengthen, boost, support
v: underscore > highlight, stress, show
v: showcase > show, highlight
v: harness > use, tap into
v: streamline > simplify, speed up
v: embark on > start, begin, set out on
v: unleash > release, free up
v: revolutionize > transform, reshape
v: spearhead > lead
v: facilitate^r > support, help with
v: alleviate^r > ease, reduce | bias biases
v: exacerbate^r > worsen
v: ameliorate^r > improve
v: resonate > connect, strike a chord
v: enhance > improve
n: tapestry > mix, blend
n: testament > sign, proof | to
n: plethora > wealth, range
n: myriad > range, host
n: synergy > teamwork
n: game-changer > breakthrough, turning point
n: cornerstone > foundation
n: endeavor^r > effort, project
n: paradigm shift > big change, major shift
n: nuance > subtlety
n: intricacy > complexity
a: robust > strong, solid | regression estimator estimators statistics m models model features feature representation representations multimodal optimization training method methods algorithm algorithms performance estimation control design designs
a: seamless > smooth, easy
a: cutting-edge > advanced
a: groundbreaking > pioneering, new
a: innovative > new
a: pivotal > key!, central
a: crucial > key!, critical
a: paramount > essential, vital
a: meticulous > careful, thorough
a: nuanced > subtle
a: multifaceted > many-sided
a: vibrant > lively, colorful
a: holistic > rounded, broad
a: invaluable > very useful, priceless
a: profound > deep
a: intricate > complex
a: commendable > admirable
a: noteworthy > notable
a: ever-evolving, ever-changing > changing, shifting
a: unparalleled > unmatched
a: bustling > busy, lively
a: captivating > gripping, engaging + story stories tale tales plot narrative read book books novel novels film films movie movies show shows series performance performances talk lecture presentation game games character characters
a: compelling > convincing + evidence argument arguments case reason reasons proof explanation
a: vital > key!, important | signs organs
a: essential > key!, necessary? < but and or | oil oils
a: intriguing > interesting
r: seamlessly > smoothly
r: meticulously > carefully
r: arguably > perhaps
r: undeniably > clearly
r: profoundly > deeply
`;

/** Idioms whose words must not be swapped one at a time ("at large" is not "at big"). */
export const FROZEN = `at large|by and large|for good|in effect|as a result|as a rule|in the end|in particular|on the whole|
in short|at least|in brief|of course|in case|by chance|take advantage of|takes advantage of|took advantage of|
taking advantage of|at present|in the meantime|in detail|in common|as usual|first of all|big deal|
in general|for instance|for example|come true|came true|in order|no longer|at all|right away|so far|
as well|all in all|even so|that said|on the other hand|in the first place|make sense|makes sense|made sense|
state of the art|state-of-the-art|by the way|so that|more or less|statistically significant|no matter|each other|one another|get to know`;
