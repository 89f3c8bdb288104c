import {
  decodeFarmState,
  FARMS_PROGRAM_ID,
  farmVaultsAuthorityPda,
  rewardTreasuryVaultPda,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { writeTokenAccount } from './spl-accounts';
import { type WriteContext, writeProgramAccount } from './write-context';

/** The treasury's cut of harvested rewards, in bps (what the world's GlobalConfig sets). */
export const FARMS_TREASURY_FEE_BPS = 500n;

const GLOBAL_CONFIG_SIZE = 2136;
/** sha256("account:GlobalConfig")[0..8] of the farms program. */
const GLOBAL_CONFIG_DISCRIMINATOR = '95089ccaa0fcb0d9';

/**
 * The farms GlobalConfig as initialize_global_config leaves it: the protocol admin, the treasury
 * fee and the treasury vaults' authority PDA (bump included); the rest is zero.
 */
function globalConfigData(admin: PublicKey, config: PublicKey): Uint8Array {
  const data = Buffer.alloc(GLOBAL_CONFIG_SIZE);
  Buffer.from(GLOBAL_CONFIG_DISCRIMINATOR, 'hex').copy(data, 0);
  admin.toBuffer().copy(data, 8);
  data.writeBigUInt64LE(FARMS_TREASURY_FEE_BPS, 40);
  const authority = farmVaultsAuthorityPda(config);
  data.set(authority.address.toBytes(), 48);
  data.writeBigUInt64LE(BigInt(authority.bump), 80);
  return new Uint8Array(data);
}

/**
 * What initialize_global_config / initialize_farm / initialize_reward / add_rewards leave for
 * every world farm, beside the farm accounts themselves: the GlobalConfig, each farm's vault
 * holding its stake, reward vaults holding what is left to issue and to claim, and empty
 * treasury vaults — so that staking, unstaking and harvesting move real tokens. Returns how many
 * token accounts were written.
 */
export function writeFarmVaults(context: WriteContext): number {
  const { ledger, world } = context;
  const config = new PublicKey(world.accounts.farmsGlobalConfig);
  writeProgramAccount(
    context,
    config,
    toPublicKey(FARMS_PROGRAM_ID),
    globalConfigData(new PublicKey(world.protocolAdmin), config),
  );
  const treasuryAuthority = farmVaultsAuthorityPda(config).address.toBase58();
  let written = 0;
  for (const { address } of world.farms) {
    const farmAddress = new PublicKey(address);
    const account = ledger.readAccount(farmAddress);
    if (account === null) continue;
    const farm = decodeFarmState(farmAddress, account);
    const authority = farm.farmVaultsAuthority.toBase58();
    writeTokenAccount(ledger, toPublicKey(farm.farmVault), toPublicKey(farm.token.tokenProgram), {
      mint: farm.token.mint.toBase58(),
      owner: authority,
      amount: farm.totalStakedAmount + farm.totalPendingAmount,
    });
    written += 1;
    for (const reward of farm.rewardInfos) {
      const mint = reward.token.mint;
      writeTokenAccount(
        ledger,
        toPublicKey(reward.rewardsVault),
        toPublicKey(reward.token.tokenProgram),
        {
          mint: mint.toBase58(),
          owner: authority,
          amount: reward.rewardsAvailable + reward.rewardsIssuedUnclaimed,
        },
      );
      writeTokenAccount(
        ledger,
        toPublicKey(rewardTreasuryVaultPda(config, mint).address),
        toPublicKey(reward.token.tokenProgram),
        {
          mint: mint.toBase58(),
          owner: treasuryAuthority,
          amount: 0n,
        },
      );
      written += 2;
    }
  }
  return written;
}
