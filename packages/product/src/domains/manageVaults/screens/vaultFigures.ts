import { formatTokenAmount, shortenAddress } from '@keel/core-math';
import type { VaultState } from '@keel/vault-programs';
import type { Figure } from '../../../common/Figures';
import { wholeTokens } from '../data/allocationTable';

const NULL_KEY = '11111111111111111111111111111111';

const key = (address: { toBase58(): string }) => {
  const text = address.toBase58();
  return text === NULL_KEY ? 'None' : shortenAddress(text);
};

/** Exact token amounts (the forms edit the same numbers). */
export const tokenText = (raw: bigint, decimals: number, symbol: string) =>
  `${formatTokenAmount(wholeTokens(raw, decimals), { decimals })} ${symbol}`;

/** The vault's value and accounting. */
export function holdingFigures(
  state: VaultState,
  aum: bigint | undefined,
  symbol: string,
): Figure[] {
  const decimals = Number(state.tokenMintDecimals);
  return [
    { label: 'Token', value: symbol },
    { label: 'AUM', value: aum === undefined ? '-' : tokenText(aum, decimals, symbol) },
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
    { label: 'Performance fee', value: `${state.performanceFeeBps.toString()} bps` },
    { label: 'Management fee', value: `${state.managementFeeBps.toString()} bps` },
    { label: 'Minimum deposit', value: tokenText(state.minDepositAmount, decimals, symbol) },
    { label: 'Minimum withdrawal', value: tokenText(state.minWithdrawAmount, decimals, symbol) },
    { label: 'Minimum invest', value: tokenText(state.minInvestAmount, decimals, symbol) },
    {
      label: 'Minimum delay between invests',
      value: `${state.minInvestDelaySlots.toString()} slots`,
    },
    { label: 'Unallocated weight', value: state.unallocatedWeight.toString() },
    { label: 'Admin', value: key(state.vaultAdminAuthority) },
    { label: 'Allocation admin', value: key(state.allocationAdmin) },
  ];
}
