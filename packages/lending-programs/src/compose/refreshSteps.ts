import {
  type Address,
  accountMeta,
  DEFAULT_ADDRESS,
  referrerTokenStatePda,
  sameAddress,
} from '@keel/chain-readers';
import type { AccountMeta, TransactionInstruction } from '@solana/web3.js';
import { NULL_ORACLE_KEY } from '../constants';
import {
  refreshObligationInstruction,
  refreshReserveInstruction,
} from '../klend/refreshInstructions';
import type { LendingObligation, LendingReserve } from './lendingInputs';

/** An unset oracle (all-zero or "nu11…" key) is passed as absent, as the SDK does. */
const configuredOracle = (key: Address): Address | null =>
  sameAddress(key, DEFAULT_ADDRESS) || sameAddress(key, NULL_ORACLE_KEY) ? null : key;

/** refresh_reserve with the oracle accounts the reserve's config names. */
export function refreshReserveFor(
  reserve: LendingReserve,
  klendProgramId: Address,
): TransactionInstruction {
  const { pythConfiguration, switchboardConfiguration, scopeConfiguration } =
    reserve.config.tokenInfo;
  return refreshReserveInstruction({
    accounts: {
      reserve: reserve.address,
      lendingMarket: reserve.lendingMarket,
      pythOracle: configuredOracle(pythConfiguration.price),
      switchboardPriceOracle: configuredOracle(switchboardConfiguration.priceAggregator),
      switchboardTwapOracle: configuredOracle(switchboardConfiguration.twapAggregator),
      scopePrices: configuredOracle(scopeConfiguration.priceFeed),
    },
    programId: klendProgramId,
  });
}

/** The obligation's reserves in slot order, deposits first, each once. */
export function obligationReserves(obligation: LendingObligation | null): Address[] {
  if (obligation === null) return [];
  const all = [
    ...obligation.deposits.map((d) => d.depositReserve),
    ...obligation.borrows.map((b) => b.borrowReserve),
  ];
  return all.filter((key, i) => all.findIndex((other) => sameAddress(other, key)) === i);
}

/**
 * The reserves to refresh, in order: the obligation's others first, the action's last. The
 * program's V1 check (check_refresh) wants the action reserve's refresh_reserve right before
 * refresh_obligation; refresh_obligation wants every reserve of the obligation fresh.
 */
export function reservesToRefresh(
  obligation: LendingObligation | null,
  actionReserve: Address,
): Address[] {
  const others = obligationReserves(obligation).filter((key) => !sameAddress(key, actionReserve));
  return [...others, actionReserve];
}

const writableMeta = (pubkey: Address): AccountMeta => accountMeta(pubkey, 'w');

/**
 * refresh_obligation's remaining accounts: deposit reserves, borrow reserves, then with a referrer
 * one referrer token state per borrow (the program counts them).
 */
export function obligationRemainingAccounts(
  obligation: LendingObligation | null,
  klendProgramId: Address,
): AccountMeta[] {
  if (obligation === null) return [];
  const borrows = obligation.borrows.map((b) => b.borrowReserve);
  const { referrer } = obligation;
  return [
    ...obligation.deposits.map((d) => writableMeta(d.depositReserve)),
    ...borrows.map(writableMeta),
    ...(referrer === null
      ? []
      : borrows.map((reserve) =>
          writableMeta(referrerTokenStatePda(referrer, reserve, klendProgramId).address),
        )),
  ];
}

export function refreshObligationFor(input: {
  market: Address;
  obligationAddress: Address;
  obligation: LendingObligation | null;
  klendProgramId: Address;
}): TransactionInstruction {
  return refreshObligationInstruction({
    accounts: { lendingMarket: input.market, obligation: input.obligationAddress },
    remainingAccounts: obligationRemainingAccounts(input.obligation, input.klendProgramId),
    programId: input.klendProgramId,
  });
}
