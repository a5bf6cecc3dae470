import { taxBreakdown, taxLines, type TaxLine } from '../payments/tax';

// What a pilot receives of what a client is charged (issue 48): the price before tax, less the
// platform's fee — a percentage of that price, half up to the cent. The tax is collected for
// the government and is no one's share. One function for the server's ledger, the Airwork's
// reply and the papers, so each says the same figure.

export interface PilotShare {
  /** What the client was (or will be) charged, tax included. */
  chargedCents: number;
  taxLines: TaxLine[];
  taxCents: number;
  /** The price before tax. */
  priceCents: number;
  /** The platform's fee: basis points of the price before tax, half up. */
  feeCents: number;
  /** The price before tax, less the fee: what is owed to the pilot. */
  pilotCents: number;
}

/** The fee of a price, in hundredths of a percent (`feeBasisPoints` 1250 is 12.5 %), half up. */
export const feeOf = (priceCents: number, feeBasisPoints: number): number =>
  Math.floor((2 * priceCents * feeBasisPoints + 10_000) / 20_000);

export function pilotShare(
  chargedCents: number,
  province: string,
  feeBasisPoints: number,
): PilotShare {
  const { subtotalCents, taxCents } = taxBreakdown(chargedCents, province);
  const feeCents = feeOf(subtotalCents, feeBasisPoints);
  return {
    chargedCents,
    taxLines: taxLines(chargedCents, province),
    taxCents,
    priceCents: subtotalCents,
    feeCents,
    pilotCents: subtotalCents - feeCents,
  };
}
