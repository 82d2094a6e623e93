/**
 * Names of places as a language writes them (content/<language>/figure-words.yaml, `places`): the tokens, the
 * pages' addresses and the brochure's. No imports but types: the content build reads it before content/generated/
 * exists.
 */
type PlaceWords = { places: readonly { place: string; words: string }[] };
type Address = { street: string; locality: string; region: string; postalCode: string };

/** A place by the name content/site.yaml or content/facts.yaml gives it, in one language's words. */
export function placeIn(words: PlaceWords, name: string): string {
  return words.places.find((each) => each.place === name)?.words ?? name;
}

/** The address in two lines, in a language's names: "Survey No. 214, Amaravathi Road", "Guntur, Andhra Pradesh 522006". */
export function addressIn(words: PlaceWords, { street, locality, region, postalCode }: Address): [string, string] {
  return [placeIn(words, street), `${placeIn(words, locality)}, ${placeIn(words, region)} ${postalCode}`];
}
