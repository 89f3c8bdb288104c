import {
  encodeFarmState,
  encodeUserState,
  FARMS_PROGRAM_ID,
  farmUserStatePda,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { walletFarmStakes } from './farm-stakes';
import { farmStateData, userStateData } from './farm-state';
import type { WrittenObligation } from './lending-accounts';
import { type WriteContext, writeProgramAccount } from './write-context';

export interface FarmsWriteReport {
  farms: number;
  userStates: number;
}

/** Every farm of the world and the wallets' user states in them. */
export function writeFarmAccounts(
  context: WriteContext,
  obligations: readonly WrittenObligation[],
): FarmsWriteReport {
  const { world } = context;
  const stakes = walletFarmStakes(world, obligations);
  const report: FarmsWriteReport = { farms: 0, userStates: 0 };
  for (const farm of world.farms) {
    const data = farmStateData(world, farm, stakes, context.now);
    writeProgramAccount(
      context,
      farm.address,
      toPublicKey(FARMS_PROGRAM_ID),
      encodeFarmState(data),
    );
    report.farms += 1;
    stakes
      .filter((stake) => stake.farm === farm.address)
      .forEach((stake, i) => {
        const state = userStateData(data, stake, BigInt(i), context.now);
        const address = farmUserStatePda(new PublicKey(stake.farm), new PublicKey(stake.delegatee));
        writeProgramAccount(
          context,
          toPublicKey(address.address),
          toPublicKey(FARMS_PROGRAM_ID),
          encodeUserState(state),
        );
        report.userStates += 1;
      });
  }
  return report;
}
