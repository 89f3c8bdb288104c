import { useMemo } from 'react';
import { useWalletBalances } from '../../../sidePanel/balances/useWalletBalances';
import type { HeldToken } from './swapTokens';

/** The wallet's holdings as the pickers read them (the side panel's balances, refreshed on logs). */
export function useHeldTokens(wallet: string): { held: HeldToken[]; loading: boolean } {
  const balances = useWalletBalances(wallet);
  const held = useMemo(
    () =>
      balances.rows.flatMap((row) =>
        // A mint whose decimals are not known yet has no amount a picker could offer.
        row.amount === null ? [] : [{ mint: row.mint, amount: row.amount, value: row.value }],
      ),
    [balances.rows],
  );
  return { held, loading: balances.loading };
}
