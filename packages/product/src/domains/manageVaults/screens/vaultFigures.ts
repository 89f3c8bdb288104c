import { formatCount, formatTokenAmount } from '@keel/core-math';
import { NoValue } from '@keel/ui-kit';
import type { VaultState } from '@keel/vault-programs';
import { createElement } from 'react';
import { AddressText } from '../../../common/AddressText';
import { bpsPercentText } from '../../../common/bpsPercent';
import type { Figure } from '../../../common/Figures';
import { isNoCap, NO_CAP } from '../../../common/programLimits';
import { wholeTokens } from '../data/allocationTable';

const NULL_KEY = '11111111111111111111111111111111';

const key = (address: { toBase58(): string }) => {
  const text = address.toBase58();
  return text === NULL_KEY ? 'None' : createElement(AddressText, { address: text });
};

/** Exact token amounts (the forms edit the same numbers). */
export const tokenText = (raw: bigint, decimals: number, symbol: string) =>
  `${formatTokenAmount(wholeTokens(raw, decimals), { decimals })} ${symbol}`;

/** A cap: 'No cap' for the program's unlimited value, else its amount. */
export const capText = (raw: bigint, decimals: number, symbol: string) =>
  isNoCap(raw) ? NO_CAP : tokenText(raw, decimals, symbol);

/** The vault's value and accounting. */
export function holdingFigures(
  state: VaultState,
  aum: bigint | undefined,
  symbol: string,
): Figure[] {
  const decimals = Number(state.tokenMintDecimals);
  return [
    { label: 'Token', value: symbol },
    {
      label: 'AUM',
      value:
        aum === undefined
          ? createElement(NoValue, { reason: 'AUM not known' })
          : tokenText(aum, decimals, symbol),
    },
    { label: 'Available', value: tokenText(state.tokenAvailable, decimals, symbol) },
    {
      label: 'Shares issued',
      value: formatTokenAmount(wholeTokens(state.sharesIssued, decimals), { decimals }),
    },
  ];
}

/** Fees, minimums and who administers the vault. */
export function configFigures(state: VaultState, symbol: string): Figure[] {
  const decimals = Number(state.tokenMintDecimals);
  return [
    { label: 'Performance fee', value: bpsPercentText(state.performanceFeeBps) },
    { label: 'Management fee', value: bpsPercentText(state.managementFeeBps) },
    { label: 'Minimum deposit', value: tokenText(state.minDepositAmount, decimals, symbol) },
    { label: 'Minimum withdrawal', value: tokenText(state.minWithdrawAmount, decimals, symbol) },
    { label: 'Minimum invest', value: tokenText(state.minInvestAmount, decimals, symbol) },
    {
      label: 'Minimum delay between invests',
      value: `${formatCount(state.minInvestDelaySlots.toString())} slots`,
    },
    { label: 'Unallocated weight', value: formatCount(state.unallocatedWeight.toString()) },
    { label: 'Admin', value: key(state.vaultAdminAuthority) },
    { label: 'Allocation admin', value: key(state.allocationAdmin) },
  ];
}
