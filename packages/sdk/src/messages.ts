// The catalogue by message id: 'featuredAds.deleted' is `catalogue.featuredAds.deleted`. A client showing the
// product in another language translates by id; the SDK itself only ever writes English.
import { catalogue } from './catalogue';

type TextPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends (...args: never[]) => unknown
      ? never
      : TextPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The id of a fixed text of the catalogue ('featuredAds.deleted'); texts made from values have none. */
export type MessageId = TextPaths<typeof catalogue>;

let byId: Map<string, string> | undefined;
let byText: Map<string, string> | undefined;
function index(): void {
  byId = new Map();
  byText = new Map();
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'string') {
        byId!.set(prefix + k, v);
        // the first id keeps a text several areas share ('Delete failed'): its words are the same in every language
        if (!byText!.has(v)) byText!.set(v, prefix + k);
      } else if (v && typeof v === 'object') walk(v as Record<string, unknown>, `${prefix}${k}.`);
    }
  };
  walk(catalogue as unknown as Record<string, unknown>, '');
}

/** Every fixed text of the catalogue by its id. */
export function catalogueMessages(): ReadonlyMap<string, string> {
  if (!byId) index();
  return byId!;
}

/** The id of an English text of the catalogue ('Ad deleted' -> 'featuredAds.deleted'); undefined for any other text. */
export function messageIdOf(text: string): MessageId | undefined {
  if (!byText) index();
  return byText!.get(text) as MessageId | undefined;
}
