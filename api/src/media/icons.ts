/**
 * Simple product-like pictograms for the generated images, each drawn in a 100 x 100 box with a
 * main colour `c` and a light accent `l`. Chosen by a keyword in the image's name.
 */
type Icon = (c: string, l: string) => string;

const stroke = (c: string, width = 6) => `fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const ICONS = {
  shirt: (c, l) =>
    `<path d="M30 18 L42 12 Q50 22 58 12 L70 18 L88 34 L77 46 L68 39 L68 88 L32 88 L32 39 L23 46 L12 34 Z" fill="${c}"/>` +
    `<path d="M42 12 Q50 22 58 12" ${stroke(l, 3)}/>`,
  pants: (c, l) => `<path d="M28 10 H72 L77 90 H57 L50 38 L43 90 H23 Z" fill="${c}"/><path d="M28 20 H72" ${stroke(l, 3)}/>`,
  dress: (c, l) => `<path d="M40 8 L60 8 L58 28 L67 40 L82 90 L18 90 L33 40 L42 28 Z" fill="${c}"/><path d="M34 40 H66" ${stroke(l, 3)}/>`,
  shoe: (c, l) =>
    `<path d="M8 64 L11 36 Q22 40 30 32 L44 46 Q62 50 80 54 Q94 58 92 72 L8 72 Z" fill="${c}"/>` +
    `<rect x="6" y="72" width="88" height="9" rx="4" fill="${l}"/><path d="M34 42 L40 38 M40 48 L46 44" ${stroke(l, 3)}/>`,
  watch: (c, l) =>
    `<rect x="38" y="6" width="24" height="88" rx="7" fill="${c}"/><circle cx="50" cy="50" r="24" fill="${c}"/>` +
    `<circle cx="50" cy="50" r="18" fill="${l}"/><path d="M50 38 V50 L58 55" ${stroke(c, 4)}/>`,
  bag: (c, l) =>
    `<path d="M34 38 V30 A16 16 0 0 1 66 30 V38" ${stroke(c, 6)}/><path d="M20 38 H80 L86 90 H14 Z" fill="${c}"/>` +
    `<circle cx="36" cy="50" r="3.5" fill="${l}"/><circle cx="64" cy="50" r="3.5" fill="${l}"/>`,
  phone: (c, l) =>
    `<rect x="28" y="6" width="44" height="88" rx="9" fill="${c}"/><rect x="33" y="14" width="34" height="66" rx="3" fill="${l}"/>` +
    `<circle cx="50" cy="87" r="3" fill="${l}"/>`,
  laptop: (c, l) =>
    `<rect x="18" y="18" width="64" height="46" rx="4" fill="${c}"/><rect x="23" y="23" width="54" height="36" rx="2" fill="${l}"/>` +
    `<path d="M6 70 H94 L88 82 H12 Z" fill="${c}"/>`,
  headphones: (c, l) =>
    `<path d="M20 62 V50 A30 30 0 0 1 80 50 V62" ${stroke(c, 7)}/><rect x="12" y="54" width="18" height="32" rx="7" fill="${c}"/>` +
    `<rect x="70" y="54" width="18" height="32" rx="7" fill="${c}"/><rect x="17" y="60" width="8" height="20" rx="3" fill="${l}"/>` +
    `<rect x="75" y="60" width="8" height="20" rx="3" fill="${l}"/>`,
  camera: (c, l) =>
    `<path d="M10 32 H32 L38 22 H62 L68 32 H90 V82 H10 Z" fill="${c}"/><circle cx="50" cy="56" r="17" fill="${l}"/>` +
    `<circle cx="50" cy="56" r="9" fill="${c}"/>`,
  sofa: (c, l) =>
    `<rect x="20" y="28" width="60" height="26" rx="6" fill="${c}"/><rect x="8" y="44" width="16" height="32" rx="5" fill="${c}"/>` +
    `<rect x="76" y="44" width="16" height="32" rx="5" fill="${c}"/><rect x="22" y="54" width="56" height="18" rx="3" fill="${l}"/>` +
    `<path d="M16 76 V86 M84 76 V86" ${stroke(c, 5)}/>`,
  mug: (c, l) =>
    `<rect x="20" y="34" width="46" height="52" rx="7" fill="${c}"/><path d="M66 46 H74 A10 10 0 0 1 74 68 H66" ${stroke(c, 6)}/>` +
    `<path d="M34 12 Q30 18 34 24 M46 10 Q42 17 46 24" ${stroke(c, 3)}/><rect x="26" y="44" width="34" height="6" rx="3" fill="${l}"/>`,
  lamp: (c, l) =>
    `<path d="M30 12 H70 L84 48 H16 Z" fill="${c}"/><rect x="46" y="48" width="8" height="32" fill="${c}"/>` +
    `<rect x="28" y="80" width="44" height="9" rx="4" fill="${c}"/><path d="M34 20 H66" ${stroke(l, 3)}/>`,
  bottle: (c, l) =>
    `<rect x="40" y="6" width="20" height="11" rx="3" fill="${c}"/><rect x="43" y="17" width="14" height="12" fill="${c}"/>` +
    `<rect x="30" y="29" width="40" height="62" rx="11" fill="${c}"/><rect x="36" y="46" width="28" height="26" rx="4" fill="${l}"/>`,
  lipstick: (c, l) =>
    `<path d="M41 38 V18 L59 8 V38 Z" fill="${c}"/><rect x="38" y="38" width="24" height="16" fill="${l}"/>` +
    `<rect x="34" y="54" width="32" height="38" rx="4" fill="${c}"/>`,
  perfume: (c, l) =>
    `<rect x="42" y="10" width="16" height="12" rx="3" fill="${c}"/><rect x="46" y="22" width="8" height="10" fill="${c}"/>` +
    `<rect x="22" y="32" width="56" height="56" rx="14" fill="${c}"/><circle cx="50" cy="60" r="13" fill="${l}"/>`,
  dumbbell: (c, l) =>
    `<rect x="24" y="46" width="52" height="8" rx="3" fill="${c}"/><rect x="10" y="30" width="14" height="40" rx="4" fill="${c}"/>` +
    `<rect x="76" y="30" width="14" height="40" rx="4" fill="${c}"/><rect x="4" y="38" width="8" height="24" rx="3" fill="${l}"/>` +
    `<rect x="88" y="38" width="8" height="24" rx="3" fill="${l}"/>`,
  bicycle: (c) =>
    `<circle cx="24" cy="64" r="17" ${stroke(c, 5)}/><circle cx="76" cy="64" r="17" ${stroke(c, 5)}/>` +
    `<path d="M24 64 L40 36 H66 L76 64 M40 36 L52 64 H24 M52 64 L66 36 M36 28 H46 M62 26 H72" ${stroke(c, 5)}/>`,
  tent: (c, l) => `<path d="M50 10 L92 86 H8 Z" fill="${c}"/><path d="M50 44 L64 86 H36 Z" fill="${l}"/>`,
  fruit: (c, l) =>
    `<path d="M50 30 C30 18 10 32 16 58 C22 84 40 94 50 86 C60 94 78 84 84 58 C90 32 70 18 50 30 Z" fill="${c}"/>` +
    `<path d="M50 30 Q50 18 56 10" ${stroke(c, 4)}/><path d="M56 18 Q70 8 76 18 Q64 26 56 18 Z" fill="${l}"/>`,
  cookie: (c, l) =>
    `<circle cx="50" cy="50" r="38" fill="${c}"/><circle cx="36" cy="38" r="5" fill="${l}"/><circle cx="60" cy="34" r="4" fill="${l}"/>` +
    `<circle cx="64" cy="58" r="6" fill="${l}"/><circle cx="40" cy="64" r="4" fill="${l}"/><circle cx="52" cy="50" r="3" fill="${l}"/>`,
  ball: (c, l) => `<circle cx="50" cy="50" r="38" fill="${c}"/><path d="M14 40 Q50 56 86 40 M14 62 Q50 78 86 62" ${stroke(l, 4)}/>`,
  teddy: (c, l) =>
    `<circle cx="28" cy="26" r="12" fill="${c}"/><circle cx="72" cy="26" r="12" fill="${c}"/><circle cx="50" cy="40" r="26" fill="${c}"/>` +
    `<ellipse cx="50" cy="78" rx="28" ry="18" fill="${c}"/><ellipse cx="50" cy="48" rx="10" ry="7" fill="${l}"/>` +
    `<circle cx="41" cy="34" r="3" fill="${l}"/><circle cx="59" cy="34" r="3" fill="${l}"/>`,
  book: (c, l) =>
    `<path d="M20 14 H76 Q82 14 82 20 V90 H26 Q20 90 20 84 Z" fill="${c}"/><rect x="28" y="24" width="44" height="8" rx="2" fill="${l}"/>` +
    `<path d="M26 80 H82" ${stroke(l, 3)}/>`,
  pencil: (c, l) =>
    `<g transform="rotate(45 50 50)"><rect x="42" y="4" width="16" height="66" fill="${c}"/><path d="M42 70 H58 L50 90 Z" fill="${l}"/>` +
    `<rect x="42" y="4" width="16" height="9" fill="${l}"/></g>`,
  palette: (c, l) =>
    `<path d="M50 10 C20 10 8 34 10 54 C12 76 32 90 50 90 C58 90 60 84 56 78 C52 72 56 66 64 66 H76 C86 66 92 58 90 46 C86 24 70 10 50 10 Z" fill="${c}"/>` +
    `<circle cx="32" cy="38" r="6" fill="${l}"/><circle cx="50" cy="26" r="6" fill="${l}"/><circle cx="70" cy="36" r="6" fill="${l}"/>` +
    `<circle cx="28" cy="60" r="6" fill="${l}"/>`,
  bolt: (c) => `<path d="M56 6 L20 56 H46 L40 94 L80 40 H54 Z" fill="${c}"/>`,
  store: (c, l) =>
    `<path d="M12 16 H88 L94 40 H6 Z" fill="${c}"/><rect x="14" y="40" width="72" height="48" fill="${c}"/>` +
    `<rect x="24" y="52" width="22" height="36" fill="${l}"/><rect x="54" y="52" width="24" height="18" fill="${l}"/>`,
  gift: (c, l) =>
    `<rect x="14" y="36" width="72" height="18" rx="3" fill="${c}"/><rect x="20" y="54" width="60" height="36" fill="${c}"/>` +
    `<rect x="45" y="36" width="10" height="54" fill="${l}"/><path d="M50 36 C38 18 22 26 32 36 M50 36 C62 18 78 26 68 36" ${stroke(c, 5)}/>`,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;

/** Words found in image names (slugs) and the pictogram each one suggests. */
// A map, not an object: a word from the URL ("constructor", "__proto__") must find no icon of
// Object.prototype's.
const KEYWORDS = new Map<string, IconName>();
const addKeywords = (icon: IconName, words: string) => words.split(' ').forEach((w) => KEYWORDS.set(w, icon));
addKeywords('shirt', 'shirt shirts tshirt tee polo hoodie sweatshirt jacket blazer fashion clothing men mens sweater');
addKeywords('pants', 'jeans pants trousers chinos shorts joggers');
addKeywords('dress', 'dress dresses skirt blouse kurti abaya gown women womens cardigan');
addKeywords('shoe', 'shoe shoes sneaker sneakers boot boots loafer loafers sandal sandals trainers runners');
addKeywords('watch', 'watch watches smartwatch wearable wearables tracker band');
addKeywords('bag', 'bag bags backpack wallet tote handbag accessories sunglasses belt');
addKeywords('phone', 'phone phones smartphone tablet electronics charger powerbank');
addKeywords('laptop', 'laptop laptops ultrabook chromebook computer computers keyboard monitor');
addKeywords('headphones', 'headphones headphone earbuds headset speaker speakers audio soundbar');
addKeywords('camera', 'camera cameras webcam lens');
addKeywords('sofa', 'sofa chair chairs table desk stool furniture bookshelf bed home living ottoman');
addKeywords('mug', 'mug mugs cup kettle pan cookware kitchen coffee tea cookware dinnerware knife');
addKeywords('lamp', 'lamp lamps light lights decor vase candle clock mirror');
addKeywords(
  'bottle',
  'serum cream lotion cleanser skincare sunscreen moisturizer moisturiser shampoo toner juice water bottle beverages beverage drink oil',
);
addKeywords('lipstick', 'lipstick mascara makeup foundation blush eyeliner beauty concealer');
addKeywords('perfume', 'perfume perfumes fragrance fragrances cologne mist parfum');
addKeywords('dumbbell', 'dumbbell dumbbells kettlebell fitness weights sports gym resistance yoga');
addKeywords('bicycle', 'bike bicycle cycling helmet');
addKeywords('tent', 'tent tents camping lantern outdoors');
addKeywords(
  'fruit',
  'apple apples fruit fruits banana bananas orange oranges mango mangoes produce avocado avocados tomatoes vegetables groceries fresh grocery',
);
addKeywords('cookie', 'cookie cookies chips snack snacks biscuit biscuits chocolate nuts almonds cashews granola crackers');
addKeywords('ball', 'toy toys ball blocks puzzle car kids football');
addKeywords('teddy', 'teddy plush bear doll baby diaper diapers stroller');
addKeywords('book', 'book books novel cookbook notebook journal planner');
addKeywords('pencil', 'pen pens pencil pencils stationery marker markers highlighter');
addKeywords('palette', 'paint paints palette brush brushes art canvas sketchbook watercolor crayons');
addKeywords('bolt', 'flash sale deal deals');
addKeywords('store', 'shop shops store');

/** The first word of the name that suggests a pictogram, else `fallback`. */
export function iconForName(slug: string, fallback: IconName = 'gift'): IconName {
  for (const word of slug.split('-')) {
    const icon = KEYWORDS.get(word);
    if (icon) return icon;
  }
  return fallback;
}

export function drawIcon(name: IconName, color: string, accent: string): string {
  return ICONS[name](color, accent);
}
