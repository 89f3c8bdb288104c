import { associatedTokenAddress, TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import {
  decodeVaultState,
  type VaultReserveKeys,
  type VaultState,
  vaultKeysOf,
} from '@keel/vault-programs';
import {
  type Keypair,
  PublicKey,
  SendTransactionError,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotent } from '../../test-support/spl-instructions';
import { sendLanded, type TestChain } from '../../test-support/test-chain';
import type { WorldEarnVault } from '../../world/types';
import { allocationsInUse } from './vault-allocations';

/** What the vault tests read and send on a test chain. */
export function vaultKit(t: () => TestChain) {
  const world = () => t().chain.world;
  const vaultOf = (symbol: string): WorldEarnVault => {
    const found = world().earnVaults.find((v) => v.tokenSymbol === symbol);
    if (found === undefined) throw new Error(`no ${symbol} vault`);
    return found;
  };
  const read = (address: PublicKey | string) =>
    t().chain.ledger.readAccount(new PublicKey(address));
  const state = (vault: WorldEarnVault): VaultState => {
    const account = read(vault.address);
    if (account === null) throw new Error('vault not written');
    return decodeVaultState(new PublicKey(vault.address), account);
  };
  const tokenAmount = (address: PublicKey | string): bigint => {
    const account = read(address);
    return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(64);
  };
  const mintSupply = (address: PublicKey | string): bigint => {
    const account = read(address);
    return account === null ? 0n : Buffer.from(account.data).readBigUInt64LE(36);
  };
  const reserveKeys = (address: string): VaultReserveKeys => {
    for (const market of world().markets) {
      const reserve = market.reserves.find((r) => r.address === address);
      if (reserve) {
        return {
          reserve: new PublicKey(reserve.address),
          lendingMarket: new PublicKey(market.address),
          reserveLiquiditySupply: new PublicKey(reserve.liquiditySupplyVault),
          reserveCollateralMint: new PublicKey(reserve.collateralMint),
        };
      }
    }
    throw new Error(`no reserve ${address}`);
  };
  /** The user side of an instruction: the wallet's token and shares ATAs, the vault's reserves. */
  const userInput = (vault: WorldEarnVault, owner: PublicKey) => {
    const current = state(vault);
    return {
      vault: vaultKeysOf(current),
      user: owner,
      userTokenAta: associatedTokenAddress(owner, current.tokenMint, current.tokenProgram).address,
      userSharesAta: associatedTokenAddress(owner, current.sharesMint, TOKEN_PROGRAM_ID).address,
      vaultReserves: allocationsInUse(current).map((a) => ({
        reserve: a.reserve,
        lendingMarket: reserveKeys(a.reserve.toBase58()).lendingMarket,
      })),
    };
  };
  const sharesAtaIx = (vault: WorldEarnVault, owner: PublicKey) =>
    createAssociatedTokenAccountIdempotent(
      owner,
      toPublicKey(
        associatedTokenAddress(owner, new PublicKey(vault.sharesMint), TOKEN_PROGRAM_ID).address,
      ),
      owner,
      new PublicKey(vault.sharesMint),
      toPublicKey(TOKEN_PROGRAM_ID),
    );
  const send = (signers: Keypair[], ...instructions: TransactionInstruction[]) =>
    sendLanded(t().connection, new Transaction().add(...instructions), signers);
  /** The runtime error and logs of a refused transaction (preflight). */
  const failure = async (signers: Keypair[], ...instructions: TransactionInstruction[]) => {
    try {
      await send(signers, ...instructions);
    } catch (caught) {
      if (!(caught instanceof SendTransactionError)) throw caught;
      return { message: caught.message, logs: caught.logs ?? [] };
    }
    throw new Error('the transaction landed');
  };
  return {
    vaultOf,
    state,
    tokenAmount,
    mintSupply,
    reserveKeys,
    userInput,
    sharesAtaIx,
    send,
    failure,
  };
}
