/**
 * Frequent English words that are written lowercase mid-sentence (derived from word counts, not shipped text).
 * A sentence-initial word found here can be lowercased when a rewrite moves it; an unknown one may be a name.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `abilities ability able about above absence absolute absolutely abstract abuse academic accept acceptable accepted
access accessible accident accidents according account accounts accuracy accurate accurately achieve achieved
achievement achieves achieving acid acknowledge acquire across acting action actions activation active actively
activities activity actors acts actual actually adapt adaptation adapted add added adding addition additional address
addressed addresses addressing adds adequate adopt adopted adult adults advance advanced advancements advances
advantage advantages adventure adversarial advice advise affect affected affects afford affordable after again against
age agents aggregate aggressive ago agree agreed agreement ahead aid aim aimed aims air airport album alcohol alert
algorithm algorithms alien aliens align alignment alike alive all alleviate allow allowed allowing allows almost alone
along alongside alot already also alternative alternatives although always amazing ambiance among amongst amount
amounts analysis analyze analyzing ancient and anger animal animals annotated annotation annotations annual another
answer answered answers anti anxiety any anymore anyone anything anyway anywhere apart apparent apparently appeal
appear appearance appeared appears appetizers application applications applied apply applying appreciate approach
approaches appropriate approval approximately architecture architectures are area areas aren argue argued argues
arguing argument arguments arise around array arrive arrived art article articles artificial artistic artists aside
ask asked asking aspect aspects assess assessing assessment asset assets assign assigned assignment assignments assist
assistance associated assume assuming assumption assumptions ate athletes atmosphere atoms attack attacks attempt
attempts attend attending attention attentive attitude attitudes attract attractive attribute attributed attributes
audience audio augmentation augmented authentic author authorities authority authors automated automatic automatically
automobile autonomous availability available average avoid avoiding aware awareness away awesome awful back background
bacteria bad bag balance balanced balls ban band bar barely base based baseline baselines basic basically basis
bathroom beam beautiful became because become becomes becoming bed beef been beer before began begin beginning
behavior behaviors behind being beings belief beliefs believe believed below benchmark benchmarks beneficial benefit
benefits besides best better between beyond bias biased biases big bigger biggest bike billion biological birth bit
bite bits blame bland blend blocks blood bodies body bond bonds book books boost bored boring born both bottles bought
bound boundaries box boy brain brand bread break breakfast breaking breaks bridge bright bring bringing brings broad
broader broken brother brought budget build building buildings built bunch burden burger bus buses business businesses
busy but buy buying cake calculate calculated calculations call called calling calls came camera campaign campaigns
campus can cancer candidate candidates cannot cant capabilities capability capable capacity capital capture captured
captures capturing car carbon card cards care career careful carefully carried carry cars case cases cash cast casual
cat catastrophe catastrophic catch categories category cats caught causal cause caused causes causing cell cells
cement centered centers centuries century certain certainly chain challenge challenges challenging chance chances
change changed changes changing channels character characteristics characterized characters charge charged charges
cheap cheaper check checked checking checks cheese chemical chicken child children chocolate choice choices choose
choosing chose chosen circumstances cities citizen citizens civilization claim claimed claims class classes classic
classical classification classifier classroom classrooms clean cleaning clear clearly client clients climate close
closed closely closer closest clothes clothing cloud clouds club clubs clustering clusters code coffee cognitive
coherence cold collaboration colleagues collect collected collection collective colonies color colors com combat
combination combine combined combines combining come comes comfort comfortable coming comment comments commercial
commitment committed common commonly commonsense communicate communication communities community companies comparable
compare compared comparing comparison compelling competition competitive complete completed completely completion
complex complexity complicated component components composed composition compounds comprehension comprehensive
compression computational computer computers concentration concept concepts concern concerned concerning concerns
conclude conclusion concrete condition conditions conduct conducted conferencing confidence confident confirm
confirmed conflict conflicts confused congestion connect connected connection connections cons conscious consensus
consent consequences consider considerable consideration considerations considered considering considers consistency
consistent consistently consists constant constantly constitutional constrained constraints construct constructed
construction consumers consuming consumption contact contain containing contains contemporary content context contexts
contextual continue continued continues continuous continuously contract contrast contrastive contribute contributed
contributing contribution contributions control controlled convenience convenient conventional conversation
conversations cooked cooking cool copy core corner corpora corpus correct correction correctly correlation
corresponding cost costly costs could couldn count counter countless countries country couple coupled course courses
courts cover coverage covered cozy craft crafted crash crashes crazy cream creamy create created creates creating
creation creative creativity credit crew crime criminal crispy criteria critical cross crowd crowded crucial cuisine
culinary cultural culture cultures current currently curricular curriculum customer customers cut cutting cyber cycle
daily damage dance danger dangerous dangers dark data database dataset datasets date daughter day days dead deal
dealing death deaths debate debt decades decent decide decided deciding decision decisions decline decoder decoding
decor decrease dedicated deep deeper deeply defendant defense define defined definitely definition degree degrees
delay delicious delightful deliver delivered delivery demand demands democracy demonstrate demonstrated demonstrates
demonstrating dense density depend dependencies dependency dependent depending depends depth derived describe
described describes description descriptions design designed designing designs desirable desire desired desk despite
dessert destination detail detailed details detect detecting detection determine determined determining develop
developed developing development developments device devices dialog dialogue did didn didnt die died diet differ
difference differences different differently difficult difficulties difficulty digital dimension dimensional
dimensions dining dinner dioxide direct directed direction directions directly director dirty disadvantages disagree
disappointed disappointing disappointment disaster discipline discourse discover discovered discovery discrimination
discuss discussed discussion discussions disease diseases dish dishes disorder disorders display distance distant
distinct distinction distinguish distracted distraction distractions distributed distribution distributions diverse
diversity divided doctor doctors document documents does doesn dog dogs doing domain domains dominant don done dont
door double doubt down downstream drama draw drawbacks drawn dress drink drinking drinks drive driven driver
driverless drivers driving drop dropped drug dry due duration during dust duty dynamic dynamics each eager earlier
early earn earned ease easier easily easy eat eating economic economy edge edges education educational effect
effective effectively effectiveness effects efficacy efficiency efficient efficiently effort efforts eggs eight either
elect elected electing election elections electors electric electricity electronic electrons element elements
eliminate elite else elsewhere email embedding embeddings emerged emergency emerging emission emissions emotion
emotional emotions emphasis empirical employ employed employee employees employment empty enable enables enabling
encode encoder encoding encounter encountered encourage encouraged encourages encouraging end ended ending ends energy
enforcement engage engaged engagement engaging engine engineering enhance enhances enhancing enjoy enjoyable enjoyed
enjoying enormous enough ensure ensures ensuring enter entered entertainment entire entirely entities entity entropy
entry environment environmental environments equal equally equation equilibrium equipment equipped equity equivalent
era error errors escape especially essay essence essential essentially establish established establishing
establishment estimate estimated estimates estimation etc ethical ethics evaluate evaluated evaluating evaluation
evaluations even evening event events eventually ever every everybody everyday everyone everything everywhere evidence
evident evil evolution evolved exact exactly examine example examples excellent except exceptional excessive exchange
excited exciting executed execution exercise exhibit exist existed existence existing exists expand expanded expanding
expansion expect expectations expected expensive experience experienced experiences experiencing experiment
experimental experiments expert expertise experts explain explained explaining explains explanation explanations
explicit explicitly exploit exploration explore explored exposed exposure express expressed expression expressions
extend extended extension extensive extent external extra extract extraction extracurricular extreme extremely eye
eyes faced faces facilitate facilities facility facing fact factor factors facts factual fail failed fails failure
fair fairly faith fake fall falling falls false familiar families family famous fan fans fantastic far fascinating
fashion fast faster fat fate fault favor favorite fear feature features featuring feed feedback feel feeling feelings
feels feet fell fellow felt female few fewer field fields fight fighting figure figures file fill filled filling film
films final finally finance financial find finding findings finds fine finish finished fire firm firms first fish fit
five fix fixed flat flavor flavorful flavors flaws flexibility flexible flight floor flow flu focus focused focuses
focusing folks follow followed following follows food foods football for force forced forces foreign forever forget
form formal format formation formed former forming forms formula forth forward found four frame framework free freedom
frequency frequent frequently fresh fried friend friendly friends fries from front frozen fruit fuel full fully fun
function functional functions fundamental funding funds funny further fusion future gain gained gaining gains galaxies
game games gap gas gases gather gave gem gender general generalization generally generate generated generates
generating generation generations generative generator generous genetic genre genuine geographic get gets getting
giant girl girls github give given gives giving glad glass glasses global globally goal goals gods goes going gold
gone good goods got gotten government governments grab grade grades gradient gradually grained granted graph graphs
gravity great greater greatest greatly greenhouse greeted ground groups grow growing grown growth guarantee guess
guests guidance guide guided guidelines gun guy guys habits had hadn hair half hand handle handling hands happen
happened happening happens happier happy hard harder hardly hardware harm harmful harsh has hate have haven having
head heads health healthcare healthy hear heard hearing heart heat heavily heavy held help helped helpful helping
helps hence her here hidden hierarchical hierarchy high higher highest highlight highlighting highlights highly him
himself his historians historical history hit hold holding holds hole holes home homes homework honest honestly hop
hope hoping horror horses hospital host hot hotel hour hours how however https huge human humanity humans hundreds
hurt husband hybrid hypothesis ice idea ideal ideas identification identified identify identifying identity ignore
ignored illegal image images imagine immediate immediately immense immune impact impacts implement implementation
implemented implementing implications importance important importantly impossible impressed impression impressive
improve improved improvement improvements improves improving incentive include included includes including income
incorporate incorporates incorporating increase increased increases increasing increasingly incredible incredibly
indeed independence independent indicate indicates indicating individual individuals industries industry inequality
inference influence influenced influences information informative informed infrastructure ingredients inherent initial
initially initiatives injured injuries injury inner innovation innovative input inputs inside insight insights
inspired instance instances instead institution institutions instruction instructions integrate integrated integrating
integration intelligence intelligent intended intense intensive intent interact interaction interactions interactive
interest interested interesting interests interior intermediate internal interpret interpretation intervention into
intricate introduce introduced introduces introducing introduction invest investigate investigation investing
investment investments inviting involve involved involvement involves involving irrational isn issue issues items its
itself job jobs join joined joining joint jointly journey judgment just keep keeping keeps kept key kid kids kill
killed killing kind kinda kinds kitchen knew know knowing knowledge knowledgeable known knows label labeled labels
labor lack lacked lacking lackluster lacks laid land landform landscape language languages large largely larger
largest last lasting late latent later latest latter lava law laws layer layers lead leader leaders leadership leading
leads learn learned learners learning learns least leave leaves leaving led left legal length less lesson lessons let
lets letter letters letting level levels leverage leverages leveraging lexical liability lies life lifestyle light
lighting lights like liked likelihood likely limit limitations limited limiting limits line linear lines lingual
linguistic link linked links liquid list listen listening literally literature little live lived lively lives living
local located location locations log logic logical long longer look looked looking looks lose losing loss losses lost
lot lots loud love loved low lower lunch machine machines mad made magnetic main mainly maintain maintained
maintaining maintenance major majority make makes making male man manage managed manager managers managing mandatory
manner manual manually manufacturing many map mapping margin marked market marketing markets marriage married mass
massive match matching material materials math mathematical matter matters maximize maximum may maybe meal meals mean
meaning meaningful means meant measure measured measurement measurements measures meat mechanism mechanisms media
medical medieval medium meet meeting member members memories memory men mental mention mentioned mentions menu merely
mess message messages met meta metal method methods metric metrics mid might miles military million millions mind
minds mine minimal minimize minimum minor minority minute minutes miss missed missing mission mistake mistakes
mitigate mix mixed mixture mobile mobility modal mode model modeling models modern modes modified module modules
molecules mom moment moments money monitoring monolingual month months mood moral more morning morphological most
mostly mother motion motivated motivation motor mouth move moved movement movements moves movie movies moving much
multi multilingual multimodal multiple muscle muscles music must mutual myself named namely names narrative narrow
nation natural naturally nature navigate navigation near nearby nearly necessarily necessary necessity need needed
needs negative negatively neighborhood neither nervous network networks neural neutral never new newly news next nice
night node nodes noise noisy non none nor normal normally norms not notable notch note noted notes nothing notice
noticed notion novel now nuclear number numbers numerous nursing object objective objectives objects observations
observe observed obstacles obtain obtained obvious obviously occur occurred occurs odd off offer offered offering
offerings offers office offices official officials often oil okay old older once one ones ongoing online only onto
open opened opening operate operating operation operations opinion opinions opportunities opportunity opposed opposite
optimal optimization option options order ordered ordering orders organization organizations organized oriented origin
original originally other others otherwise our ourselves out outcome outcomes outdated outperform outperforms output
outside outstanding over overall overcome overly overwhelming own owner owners ownership oxygen pace packed packet
page paid pain painting pair paired pairs pandemic paper papers paradigm paragraph parallel parameter parameters
parent parents parking parser parsing part partial participants participate participating participation particles
particular particularly parties partner parts passage passed passengers passing passion past pasta path paths patient
patients pattern patterns pay paying payment payoff peace peak peer peers people peoples per perceive perceived
percent percentage perception perfect perfection perfectly perform performance performances performed performing
performs perhaps period periods person personal personality personally persons perspective perspectives phase
phenomena phenomenon philosophy phone phones phrase physical physically physics pick picked picture pictures piece
pieces pizza place placed places plan planet planets planned planning plans plant plants plastic plate plates platform
platforms play played player players playing plays pleasant please pleasure plenty plot plus point pointed points
police policies policy political politics pollution pool poor poorly pop popular popularity population populations
pork portfolio portion portions pose poses position positions positive positively possess possibilities possibility
possible possibly post potential potentially poverty power powerful powers practical practice practices pre precise
precisely precision predict predicted predicting prediction predictions prefer preference preferences preferred
prepare prepared presence present presentation presented presents presidency presidential pressure pretrained
pretraining pretty prevent previous previously price priced prices pricing primarily primary principal principle
principles prior prioritize priority privacy private probability probably problem problems procedure procedures
process processes processing produce produced produces producing product production productive productivity products
professional professionals profile profit profound program programming programs progress project projects prominent
promise promising promote promoting prompt promptly prompts prone proof proper properly properties property propose
proposed proposes pros protect protected protein protocol prove proved proven proves provide provided provides
providing pruning psychological public publicly published pull purchase pure purpose purposes pursue pursuit push
pushed pushing put puts putting qualities quality quantity quantum queries query question questions quick quickly
quiet quite quote race racial radiation radio rain raise raised raises ran random range ranging rapid rapidly rare
rarely rate rates rather rating ratings ratio reach reached reaching reaction reactions read reader readers reading
ready real realistic reality realize realized really realm reason reasonable reasoning reasons recall receive received
receives receiving recent recently recognition recognize recognized recognizing recommend recommendations recommended
record records recovery reduce reduced reduces reducing reduction refer reference references referred referring refers
reflect reflected reflection reflects reform regard regarded regarding regardless region regional regions regular
regularly regulation regulations reinforcement reinsurance related relation relational relations relationship
relationships relative relatively relax relaxed release released relevant reliability reliable reliance relied relief
relies religion religious rely relying remain remained remaining remains remarkable remember remote remove removed
removing replace replaced report reported reports represent representation representations representative represented
representing represents reputation request require required requirement requirements requires requiring research
researchers residents resistance resolution resolve resource resources respect respective respectively respond
response responses responsibilities responsibility responsible rest restaurant restaurants restricted restrictions
result resulted resulting results retrieval return returned returning returns reveal revealed reveals review reviews
reward rewards rice rich rid ride right rights rise risk risks road roads robust robustness rock rocks role roles
rolls room rooms root rotation roughly round route routes rude rule rules run running runs rural rush sad safe safely
safer safety said salad sale sales salt same sample samples sampling sandwich sandwiches sat satisfaction satisfied
satisfying sauce save saving savings saw say saying says scale scenario scenarios scene scenes schedule scheme
scholars school schooling schools science scientific scientist scientists scope score scores scoring screen script sea
search searching season seat seated seating seats second secondary seconds secret section secure security see seeing
seek seeking seem seemed seems seen segmentation select selected selecting selection self sell selling semantic
semantics semi send sending sense sensitive sensors sent sentence sentences sentiment separate sequence sequences
series serious seriously serve served server servers serves service services serving set sets setting settings settled
seven several severe sex sexual shall shape shaped shapes shaping share shared shares sharing she shift shifts ship
shoes shooting shop shopping short shot should shouldn show showed showing shown shows shrimp sick side sides sight
sign signal signals signature significance significant significantly signs similar similarities similarity similarly
simple simplification simply simulations simultaneously since single sister sit site sites sitting situation
situations six size sizes skill skilled skills skin sky slate slave slavery slaves sleep slightly slow slowly small
smaller smart smile smog smooth social socially societal societies society soft software soil solar sold soldiers
solely solid solution solutions solve solving some someone something sometimes somewhat somewhere son song soon
sophisticated sorry sort sorts sought sound sounds soup source sources space spacecraft spaces span spans speak
speaker speakers speaking special specialized species specific specifically spectrum speech speed spend spending spent
spicy spin split spoken sport sports spot spread stability stable staff stage stages stakeholders stance stand
standard standards standing stands stars start started starting starts state stated statement statements stations
statistical status stay staying steak step steps stick still stimuli stock stomach stop stopped storage store stored
stores stories story straight straightforward strange strategic strategies strategy streets strength strengths stress
strict string strong stronger strongly structural structure structured structures struggle struggling stuck student
students studied studies study studying stuff style styles sub subject subjects subsequent substance substantial
substantially subtle succeed success successful successfully such suffer suffering sufficient sugar suggest suggested
suggesting suggestions suggests suicide suit suitable sum summaries summarization summary summer super superior
supervised supervision supplies supply support supported supporting supports supposed sure surface surprise surprised
surprisingly surrounding surroundings survey survival survive sushi sustainable sweet swing switch symptoms syntactic
syntax synthetic system systematic systems table tables tackle tactics tailored take taken takes taking talent talk
talked talking target targeted targets task tasks taste tasted tastes tasty taught tax tea teach teacher teachers
teaching team teams teamwork tech technical technique techniques technological technologies technology teens tell
telling tells temperature temperatures temporal ten tend tendency tender tends term terms terrible test tested testing
tests text texting texts textual than thanks that thats the their them themselves then theoretical theories theory
there thereby therefore these they thick thin thing things think thinking thinks third this thorough thoroughly those
thou though thought thoughts thousand thousands thread threat threats three through throughout throw thus ticket tied
ties time times tiny tips tired title today together token tokens told tomorrow tone tonight tons too took tool tools
top topic topics total totally touch tough toward towards town track trade tradition traditional traditions traffic
train trained training traits transfer transformation transition translate translation translations transport
transportation travel traveling treat treated treatment tree trees trend trends trial tried trip trouble true truly
trust truth try trying tuning turn turned turning turns twice two type types typical typically ultimate ultimately
unable uncertainty uncomfortable under underlying understand understanding understood underwriting unfair
unfortunately unified unique unit units universal universe universities unknown unless unlike unlikely unnecessary
unseen unsupervised until unto update updated updates upon upper upset urban usage use used useful user users uses
using usual usually utility utilize utilized utilizes utilizing utterances vacation vaccine valid valuable value
values variable variables variations varied varies variety various vary varying vast vector vectors vegetables vehicle
vehicles version versus very via viable vibrant victims victory video view viewed views violence virtual virus viruses
visible vision visit visited visual vital vocabulary voice volume voluntary vote voter voters votes voting
vulnerabilities vulnerable wait waited waiter waiting waitress wake walk walked walking wall walls want wanted wants
warm was wasn waste watch watched watching water wave waves way ways weak wealth weapons wear wearing weather web
website week weekend weeks weight weights weird welcoming well went were weren what whatever wheel when whenever where
whereas whether which while who whole whom whose why wide widely wider widespread wife wild will willing win wind
window wine wings winner winning wisdom wise wish with within without woman women won wonder wonderful word words work
worked workers working works world worldwide worried worry worse worst worth worthy would wouldn write writing written
wrong wrote www yeah year years yes yet yields you young younger your yourself zero zone`.split(/\s+/),
);
