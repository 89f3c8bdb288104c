import type { SandboxWorld } from '../types';
import type { WrittenObligation } from './lending-accounts';
import { rawAmount } from './spl-accounts';
import { reserveByAddress } from './write-context';

/** One sandbox wallet's stake in one farm (base units of the staked token). */
export interface WalletFarmStake {
  farm: string;
  owner: string;
  /** PDA seed: the obligation for reserve farms, the wallet for strategy farms. */
  delegatee: string;
  stake: bigint;
  delegated: boolean;
}

/**
 * What the wallets stake: obligation deposits (cTokens) in collateral farms and borrows (base
 * units, floored) in debt farms, as klend delegates them, and staked strategy shares.
 */
export function walletFarmStakes(
  world: SandboxWorld,
  obligations: readonly WrittenObligation[],
): WalletFarmStake[] {
  const stakes: WalletFarmStake[] = [];
  for (const { world: obligation, data } of obligations) {
    data.deposits.forEach((deposit) => {
      const { reserve } = reserveByAddress(world, deposit.depositReserve.toBase58());
      if (reserve.farmCollateral === null) return;
      stakes.push({
        farm: reserve.farmCollateral,
        owner: obligation.owner,
        delegatee: obligation.address,
        stake: deposit.depositedAmount,
        delegated: true,
      });
    });
    data.borrows.forEach((borrow) => {
      const { reserve } = reserveByAddress(world, borrow.borrowReserve.toBase58());
      if (reserve.farmDebt === null) return;
      stakes.push({
        farm: reserve.farmDebt,
        owner: obligation.owner,
        delegatee: obligation.address,
        stake: BigInt(borrow.borrowedAmount.floor().toFixed(0)),
        delegated: true,
      });
    });
  }
  for (const wallet of world.wallets) {
    for (const holding of wallet.strategyShares) {
      const strategy = world.strategies.find((s) => s.address === holding.strategy);
      if (holding.farm === null || strategy === undefined) continue;
      const stake = rawAmount(holding.stakedShares, strategy.shareDecimals);
      if (stake === 0n) continue;
      stakes.push({
        farm: holding.farm,
        owner: wallet.publicKey,
        delegatee: wallet.publicKey,
        stake,
        delegated: false,
      });
    }
  }
  return stakes;
}
