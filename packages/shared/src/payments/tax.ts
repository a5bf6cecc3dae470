import { foldForSearch } from '../hiring/search.schema';

// Canadian sales tax by province (GST/HST/PST/QST), the one table the server computes from.
// Rates in thousandths of a percent, so Quebec's 9.975 % is a whole number (9975).
// The price a client enters includes tax (spec section 9: subtotal = salary − tax):
//   tax = round(price × rate / (100 000 + rate)), subtotal = price − tax, in integer cents.

export interface ProvinceTax {
  code: string;
  /** English, French and Chinese names, as geocoders write them. */
  names: readonly string[];
  gst: number;
  hst: number;
  pst: number;
  qst: number;
}

const P = (code: string, names: string[], rates: Partial<ProvinceTax>): ProvinceTax => ({
  code,
  names,
  gst: 0,
  hst: 0,
  pst: 0,
  qst: 0,
  ...rates,
});

/** Rates in force in 2026 (Nova Scotia's HST 14 % since 1 April 2025). */
export const PROVINCE_TAXES: readonly ProvinceTax[] = [
  P('AB', ['Alberta', '阿尔伯塔省'], { gst: 5000 }),
  P('BC', ['British Columbia', 'Colombie-Britannique', '不列颠哥伦比亚省'], {
    gst: 5000,
    pst: 7000,
  }),
  P('MB', ['Manitoba', '曼尼托巴省'], { gst: 5000, pst: 7000 }),
  P('NB', ['New Brunswick', 'Nouveau-Brunswick', '新不伦瑞克省'], { hst: 15000 }),
  P('NL', ['Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', '纽芬兰与拉布拉多省'], {
    hst: 15000,
  }),
  P('NS', ['Nova Scotia', 'Nouvelle-Écosse', '新斯科舍省'], { hst: 14000 }),
  P('NT', ['Northwest Territories', 'Territoires du Nord-Ouest', '西北地区'], { gst: 5000 }),
  P('NU', ['Nunavut', '努纳武特地区'], { gst: 5000 }),
  P('ON', ['Ontario', '安大略省'], { hst: 13000 }),
  P('PE', ['Prince Edward Island', 'Île-du-Prince-Édouard', '爱德华王子岛省'], { hst: 15000 }),
  P('QC', ['Quebec', 'Québec', '魁北克省'], { gst: 5000, qst: 9975 }),
  P('SK', ['Saskatchewan', '萨斯喀彻温省'], { gst: 5000, pst: 6000 }),
  P('YT', ['Yukon', '育空地区'], { gst: 5000 }),
];

/** Where the province cannot be told, only the federal GST applies (docs/decisions.md). */
const FEDERAL_ONLY = P('', [], { gst: 5000 });

/** A Chinese name is also written without its 省 (province) or 地区 (territory). */
const shortZh = (name: string) => name.replace(/(省|地区)$/u, '');

/** Every way of naming a province, folded once: the lookup runs for each Airwork a list shows. */
const PROVINCES_BY_NAME: ReadonlyMap<string, ProvinceTax> = new Map(
  PROVINCE_TAXES.flatMap((p) =>
    [p.code, ...p.names, ...p.names.map(shortZh)].map((n) => [foldForSearch(n), p] as const),
  ),
);

/**
 * The province `text` names — by code ("QC"), English or French name, with or without accents
 * ("Quebec", "Québec"), or Chinese name ("魁北克省", "魁北克") — or undefined.
 */
export function provinceNamed(text: string): ProvinceTax | undefined {
  let found = recentlyNamed.get(text);
  if (found === undefined) {
    found = PROVINCES_BY_NAME.get(foldForSearch(text)) ?? null;
    // Airworks name few distinct provinces; the bound is for text from search boxes.
    if (recentlyNamed.size >= 1000) recentlyNamed.clear();
    recentlyNamed.set(text, found);
  }
  return found ?? undefined;
}

/** Province text as written → the province (null: none), so folding runs once per spelling. */
const recentlyNamed = new Map<string, ProvinceTax | null>();

export function provinceTax(province: string): ProvinceTax {
  return provinceNamed(province) ?? FEDERAL_ONLY;
}

export const totalRate = (p: ProvinceTax) => p.gst + p.hst + p.pst + p.qst;

/** "HST 13%", "GST 5% + QST 9.975%": what the price detail names. */
export function taxLabel(p: ProvinceTax): string {
  const parts: [string, number][] = [
    ['GST', p.gst],
    ['HST', p.hst],
    ['PST', p.pst],
    ['QST', p.qst],
  ];
  return parts
    .filter(([, r]) => r > 0)
    .map(([name, r]) => `${name} ${r / 1000}%`)
    .join(' + ');
}

/** The tax included in a price, half up, in cents; exact integer arithmetic. */
export function includedTaxCents(priceCents: number, rate: number): number {
  const denominator = 100_000 + rate;
  return Math.floor((2 * priceCents * rate + denominator) / (2 * denominator));
}

export interface TaxBreakdown {
  /** The price before tax (the spec's Amount / subtotal). */
  subtotalCents: number;
  taxCents: number;
  /** What the client pays: the price they entered. */
  totalCents: number;
  label: string;
  provinceCode: string;
}

export function taxBreakdown(priceCents: number, province: string): TaxBreakdown {
  const p = provinceTax(province);
  const taxCents = includedTaxCents(priceCents, totalRate(p));
  return {
    subtotalCents: priceCents - taxCents,
    taxCents,
    totalCents: priceCents,
    label: taxLabel(p),
    provinceCode: p.code,
  };
}

export type TaxName = 'GST' | 'HST' | 'PST' | 'QST';

export interface TaxLine {
  name: TaxName;
  /** Thousandths of a percent (13 % is 13000). */
  rate: number;
  cents: number;
}

/**
 * Each tax a price includes, on its own line, as a receipt shows them: each is its rate of
 * the price before tax, and the last line takes the cent rounding left over, so the lines
 * always add up to the tax of `taxBreakdown`.
 */
export function taxLines(priceCents: number, province: string): TaxLine[] {
  const p = provinceTax(province);
  const { subtotalCents, taxCents } = taxBreakdown(priceCents, province);
  const rates: [TaxName, number][] = [
    ['GST', p.gst],
    ['HST', p.hst],
    ['PST', p.pst],
    ['QST', p.qst],
  ];
  const lines = rates
    .filter(([, rate]) => rate > 0)
    .map(([name, rate]) => ({ name, rate, cents: Math.round((subtotalCents * rate) / 100_000) }));
  const counted = lines.reduce((sum, l) => sum + l.cents, 0);
  const last = lines.at(-1);
  if (last) last.cents += taxCents - counted;
  return lines;
}
