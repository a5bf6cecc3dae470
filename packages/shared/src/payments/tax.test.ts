import { describe, expect, it } from 'vitest';
import { includedTaxCents, provinceTax, taxBreakdown, taxLabel, taxLines } from './tax';

describe('Canadian sales tax included in a price', () => {
  it('finds the province by English or French name or by code, any case or accents', () => {
    expect(provinceTax('Ontario').code).toBe('ON');
    expect(provinceTax('québec').code).toBe('QC');
    expect(provinceTax('QUEBEC').code).toBe('QC');
    expect(provinceTax('Colombie-Britannique').code).toBe('BC');
    expect(provinceTax('ns').code).toBe('NS');
    expect(provinceTax('Atlantis')).toMatchObject({ code: '', gst: 5000 });
  });

  it('names the taxes', () => {
    expect(taxLabel(provinceTax('ON'))).toBe('HST 13%');
    expect(taxLabel(provinceTax('QC'))).toBe('GST 5% + QST 9.975%');
    expect(taxLabel(provinceTax('BC'))).toBe('GST 5% + PST 7%');
  });

  it('takes the tax out of the price: subtotal + tax = price, to the cent', () => {
    // $1,130.00 in Ontario is $1,000.00 + $130.00 HST.
    expect(taxBreakdown(113_000, 'Ontario')).toEqual({
      subtotalCents: 100_000,
      taxCents: 13_000,
      totalCents: 113_000,
      label: 'HST 13%',
      provinceCode: 'ON',
    });
    // Quebec: $1,149.75 = $1,000 + $50 GST + $99.75 QST.
    expect(taxBreakdown(114_975, 'QC').taxCents).toBe(14_975);
    expect(taxBreakdown(105_000, 'Alberta').taxCents).toBe(5_000);
  });

  it('rounds half up and never loses a cent', () => {
    expect(includedTaxCents(1, 13_000)).toBe(0);
    expect(includedTaxCents(100, 13_000)).toBe(12); // 11.504…
    expect(includedTaxCents(125_050, 13_000)).toBe(14_386); // 14 386.28…
    for (const price of [1, 99, 12_345, 99_999_999, 100_000_000]) {
      const b = taxBreakdown(price, 'PE');
      expect(b.subtotalCents + b.taxCents).toBe(price);
      expect(Number.isInteger(b.taxCents)).toBe(true);
    }
  });

  it('shows each tax on its own line, the lines adding up to the tax to the cent', () => {
    expect(taxLines(113_000, 'Ontario')).toEqual([{ name: 'HST', rate: 13_000, cents: 13_000 }]);
    // Quebec: $1,149.75 = $1,000 + $50 GST + $99.75 QST.
    expect(taxLines(114_975, 'Québec')).toEqual([
      { name: 'GST', rate: 5_000, cents: 5_000 },
      { name: 'QST', rate: 9_975, cents: 9_975 },
    ]);
    expect(taxLines(11_200, 'BC').map((l) => l.name)).toEqual(['GST', 'PST']);
    for (const price of [1, 99, 67_800, 12_345, 99_999_999]) {
      for (const province of ['QC', 'BC', 'SK', 'MB', 'ON', 'Atlantis']) {
        const sum = taxLines(price, province).reduce((s, l) => s + l.cents, 0);
        expect(sum).toBe(taxBreakdown(price, province).taxCents);
      }
    }
  });
});
