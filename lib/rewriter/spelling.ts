import { matchCase } from "./text";

/** US → UK pairs for common words; inflected forms are generated below. */
const PAIRS = `color colour|colors colours|colored coloured|coloring colouring|colorful colourful|favor favour|favors favours
favored favoured|favorite favourite|favorites favourites|favorable favourable|honor honour|honors honours|honored honoured
honorable honourable|labor labour|labored laboured|neighbor neighbour|neighbors neighbours|neighborhood neighbourhood
neighborhoods neighbourhoods|behavior behaviour|behaviors behaviours|behavioral behavioural|flavor flavour|flavors flavours
humor humour|rumor rumour|rumors rumours|harbor harbour|odor odour|vapor vapour|vigor vigour|endeavor endeavour
endeavors endeavours|armor armour|savior saviour|fervor fervour|tumor tumour|center centre|centers centres|centered centred
theater theatre|theaters theatres|fiber fibre|fibers fibres|liter litre|liters litres|caliber calibre|somber sombre
defense defence|offense offence|gray grey|jewelry jewellery|catalog catalogue|traveled travelled|traveling travelling
traveler traveller|travelers travellers|canceled cancelled|canceling cancelling|labeled labelled|labeling labelling
modeled modelled|modeling modelling|fueled fuelled|leveled levelled|signaled signalled|counselor counsellor
marvelous marvellous|fulfill fulfil|fulfillment fulfilment|enrollment enrolment|skillful skilful|willful wilful
installment instalment|aluminum aluminium|plow plough|mold mould|cozy cosy|mustache moustache|pajamas pyjamas
maneuver manoeuvre|maneuvers manoeuvres|artifact artefact|artifacts artefacts|judgment judgement|acknowledgment acknowledgement
aging ageing|analyze analyse|analyzed analysed|analyzing analysing|paralyze paralyse|paralyzed paralysed|catalyze catalyse`;

const IZE_STEMS = `organiz realiz recogniz apologiz prioritiz optimiz summariz emphasiz minimiz maximiz criticiz utiliz categoriz
characteriz customiz finaliz standardiz specializ visualiz mobiliz moderniz authoriz memoriz normaliz personaliz stabiliz
synchroniz symboliz sympathiz theoriz familiariz revolutioniz civiliz capitaliz centraliz commercializ democratiz
industrializ legaliz localiz monetiz neutraliz polariz populariz scrutiniz socializ stigmatiz subsidiz hospitaliz
harmoniz mechaniz jeopardiz fantasiz agoniz patroniz globaliz digitiz generaliz initializ criminaliz`.split(/\s+/);

const IZE_ENDINGS = ["e", "es", "ed", "ing", "ation", "ations", "er", "ers"];

const US_TO_UK = new Map<string, string>();
const UK_TO_US = new Map<string, string>();

for (const pair of PAIRS.split(/[|\n]/)) {
  const [us, uk] = pair.trim().split(" ");
  US_TO_UK.set(us, uk);
  UK_TO_US.set(uk, us);
}
for (const stem of IZE_STEMS) {
  for (const ending of IZE_ENDINGS) {
    const us = stem + ending;
    const uk = stem.slice(0, -1) + "s" + ending;
    US_TO_UK.set(us, uk);
    UK_TO_US.set(uk, us);
  }
}

export type Spelling = "us" | "uk";

function respell(word: string, spelling: Spelling): string {
  const lower = word.toLowerCase();
  const mapped = (spelling === "uk" ? US_TO_UK : UK_TO_US).get(lower);
  return mapped ? matchCase(word, mapped) : word;
}

export function toUK(word: string): string {
  return US_TO_UK.get(word) ?? word;
}

export function applySpelling(sentence: string, spelling: Spelling): string {
  return sentence.replace(/[A-Za-z]+/g, (word) => respell(word, spelling));
}

/** Guesses which spelling a text already uses, so substitutions match it when no language was chosen. */
export function detectSpelling(text: string): Spelling | null {
  let us = 0;
  let uk = 0;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (US_TO_UK.has(word)) us++;
    else if (UK_TO_US.has(word)) uk++;
  }
  if (uk > us) return "uk";
  return us > uk ? "us" : null;
}
