import { describe, expect, it } from 'vitest';
import { generateWorld } from '../generate-world';
import { marketGroupDebts, obligationGroupDebt } from './elevation-group-debt';
import { rawAmount } from './spl-accounts';

const world = generateWorld({
  seed: 'group-debt-test',
  brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' },
});
const obligations = world.wallets.flatMap((w) => w.obligations);

describe('obligationGroupDebt', () => {
  it('counts a grouped obligation’s debt against its collateral, and others’ outside', () => {
    for (const obligation of obligations) {
      const market = world.markets.find((m) => m.address === obligation.marketAddress);
      if (market === undefined) throw new Error('market');
      const split = obligationGroupDebt(market, obligation);
      const debt = obligation.borrows.reduce((sum, b) => {
        const reserve = market.reserves.find((r) => r.address === b.reserve);
        return sum + rawAmount(b.amount, reserve?.decimals ?? 0);
      }, 0n);
      const against = split.againstDeposits.reduce((sum, a) => sum + a, 0n);
      const outside = split.outsideBorrows.reduce((sum, a) => sum + a, 0n);
      if (obligation.elevationGroup === 0) {
        expect([against, outside]).toEqual([0n, debt]);
      } else {
        expect([against, outside]).toEqual([debt, 0n]);
        expect(debt > 0n).toBe(true);
      }
    }
    expect(obligations.some((o) => o.elevationGroup !== 0)).toBe(true);
  });
});

describe('marketGroupDebts', () => {
  it('splits every debt reserve’s borrowed total between outside and its groups exactly', () => {
    for (const market of world.markets) {
      const debts = marketGroupDebts(market, obligations);
      for (const reserve of market.reserves) {
        const groups = market.elevationGroups.filter((g) => g.debtSymbol === reserve.symbol);
        const inGroups = groups.reduce(
          (sum, group) =>
            sum +
            group.collateralSymbols.reduce((inner, symbol) => {
              const collateral = market.reserves.find((r) => r.symbol === symbol);
              const slots = debts.get(collateral?.address ?? '')?.againstInGroups;
              return inner + (slots?.[group.id - 1] ?? 0n);
            }, 0n),
          0n,
        );
        const outside = debts.get(reserve.address)?.outside ?? -1n;
        expect(outside + inGroups, `${market.slug} ${reserve.symbol}`).toBe(
          rawAmount(reserve.totalBorrowed, reserve.decimals),
        );
        if (groups.length > 0 && reserve.totalBorrowed !== '0') expect(inGroups > 0n).toBe(true);
      }
    }
  });

  it('includes the wallets’ grouped debt in their collateral’s slot', () => {
    const multiply = obligations.find((o) => o.scenario === 'multiply');
    const market = world.markets.find((m) => m.address === multiply?.marketAddress);
    if (multiply === undefined || market === undefined) throw new Error('no multiply obligation');
    const slot = multiply.elevationGroup - 1;
    const withWallets = marketGroupDebts(market, obligations).get(
      multiply.deposits[0]?.reserve ?? '',
    );
    const withoutWallets = marketGroupDebts(market, []).get(multiply.deposits[0]?.reserve ?? '');
    const debt = obligationGroupDebt(market, multiply).againstDeposits[0] ?? 0n;
    expect(debt > 0n).toBe(true);
    // Without the wallet, its debt is counted among the others (40 % of it inside the group;
    // the others' share is floored, hence one base unit of slack).
    const difference =
      (withWallets?.againstInGroups[slot] ?? 0n) - (withoutWallets?.againstInGroups[slot] ?? 0n);
    const expected = debt - (debt * 4n) / 10n;
    expect(difference >= expected - 1n && difference <= expected + 1n).toBe(true);
  });
});
