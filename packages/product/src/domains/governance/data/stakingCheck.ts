import { type AccountBytes, createAddress } from '@keel/chain-readers';
import { formatTokenAmount, formatVoteWeight, MathDecimal } from '@keel/core-math';
import {
  decodeVoter,
  nativeToTokens,
  type Registrar,
  type Voter,
  voterAddress,
  voterWeight,
} from '@keel/governance-registry';
import type {
  CheckedFigure,
  SimulatedAccount,
  SimulatedWallet,
  SimulationCheck,
} from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import { movedOf, movementCheck, verdictOf } from '../../../actions/movementCheck';
import { type StakingView, stakingView } from './stakingView';

/**
 * How far the simulation may land from the preview. Token amounts are exact (the registrar
 * charges nothing); a vote weight moves a little because a lockup starts at the second the
 * transaction lands, not at the page's clock, which a changed rule or a missed deposit exceeds.
 */
export const STAKING_CHECK_TOLERANCE = {
  /** Relative, on a vote weight. */
  votingPower: new MathDecimal('0.001'),
};

/** What every governance check needs to read and value the wallet's voter as the form did. */
export interface StakingCheckContext {
  registrar: Pick<Registrar, 'address' | 'votingMints' | 'timeOffset'>;
  wallet: string;
  /** The voting token's mint (what an unstake sends to the wallet). */
  mint: string;
  decimals: number;
  symbol: string;
  /** The chain time the form's preview was valued at (the same clock values the simulation). */
  chainUnixTs: bigint;
}

function weightAgrees(preview: bigint, simulated: bigint): boolean {
  if (preview === 0n) return simulated === 0n;
  const off = new MathDecimal((simulated - preview).toString()).abs();
  return off.div(preview.toString()).lte(STAKING_CHECK_TOLERANCE.votingPower);
}

function voterAccount(context: Pick<StakingCheckContext, 'registrar' | 'wallet'>) {
  return voterAddress(context.registrar.address, createAddress(context.wallet)).address;
}

function decodedVoter(address: ReturnType<typeof voterAccount>, account: SimulatedAccount): Voter {
  const bytes: AccountBytes = { owner: createAddress(account.owner), data: account.data };
  return decodeVoter(address, bytes);
}

function tokenFigure(label: string, preview: Decimal, simulated: Decimal, symbol: string) {
  return {
    label,
    preview: formatTokenAmount(preview, { symbol }),
    simulated: formatTokenAmount(simulated, { symbol }),
    agrees: simulated.eq(preview),
  };
}

/**
 * A voter check: the wallet's voter read from the simulated post-state (and, when given, what
 * enters the wallet), valued at the preview's clock with the preview's own functions.
 */
function voterCheck(
  context: Pick<StakingCheckContext, 'registrar' | 'wallet'>,
  figures: (voter: Voter, wallet: SimulatedWallet | undefined) => CheckedFigure[],
): SimulationCheck {
  const address = voterAccount(context);
  return {
    accounts: [address],
    verify(postState, wallet) {
      const account = postState.get(address.toBase58());
      if (!account) return { figures: [], disagreement: 'The simulation left no stake to check' };
      return verdictOf(figures(decodedVoter(address, account), wallet));
    },
  };
}

/**
 * A stake or an unstake checked against its simulation: the wallet's voting power, locked and
 * unlocked tokens after it (the preview's "after" figures) and, for an unstake, the tokens
 * received in the wallet.
 */
export function stakingCheck(
  context: StakingCheckContext,
  after: StakingView,
  /** Native tokens the write sends to the wallet (an unstake). */
  received?: bigint,
): SimulationCheck {
  const { decimals, symbol } = context;
  return voterCheck(context, (voter, wallet) => {
    const simulated = stakingView(
      voterWeight(context.registrar, voter, context.chainUnixTs),
      decimals,
    );
    return [
      {
        label: 'Voting power',
        preview: formatVoteWeight(after.votingPower),
        simulated: formatVoteWeight(simulated.votingPower),
        agrees: weightAgrees(after.votingPower, simulated.votingPower),
      },
      tokenFigure('Locked', after.locked, simulated.locked, symbol),
      tokenFigure('Unlocked', after.unlocked, simulated.unlocked, symbol),
      ...(received === undefined
        ? []
        : [
            tokenFigure(
              `${symbol} received`,
              nativeToTokens(received, decimals),
              nativeToTokens(movedOf(wallet, context.mint), decimals),
              symbol,
            ),
          ]),
    ];
  });
}

/** A lockup change checked against its simulation: the deposit's voting power right after. */
export function lockupCheck(
  context: Pick<StakingCheckContext, 'registrar' | 'wallet' | 'chainUnixTs'>,
  depositEntryIndex: number,
  /** The preview's "Voting power after" (raw vote weight). */
  votingPower: bigint,
): SimulationCheck {
  return voterCheck(context, (voter) => {
    const weight = voterWeight(context.registrar, voter, context.chainUnixTs);
    const deposit = weight.deposits.find((d) => d.index === depositEntryIndex);
    const simulated = deposit?.votingPower.total ?? 0n;
    return [
      {
        label: 'Voting power after',
        preview: formatVoteWeight(votingPower),
        simulated: formatVoteWeight(simulated),
        agrees: weightAgrees(votingPower, simulated),
      },
    ];
  });
}

/**
 * A part of an unstake sent in a transaction of its own: what it sends to the wallet (the
 * simulation of a later part does not see the earlier ones land, so the voter's totals after the
 * whole unstake cannot be read from it).
 */
export function receivedCheck(context: StakingCheckContext, amountNative: bigint): SimulationCheck {
  const { decimals, symbol } = context;
  return movementCheck((wallet) => [
    tokenFigure(
      `${symbol} received`,
      nativeToTokens(amountNative, decimals),
      nativeToTokens(movedOf(wallet, context.mint), decimals),
      symbol,
    ),
  ]);
}
