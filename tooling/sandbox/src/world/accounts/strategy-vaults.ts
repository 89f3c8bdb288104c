import { findProgramAddress, KLIQUIDITY_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { treasuryFeeVaultAddress } from '@keel/liquidity-programs';
import { PublicKey } from '@solana/web3.js';
import { owedFees } from './accrued-fees';
import { tokenProgramId, writeTokenAccount } from './spl-accounts';
import { strategyKeys } from './strategy-keys';
import { placement } from './strategy-state';
import { tokenByMint, type WriteContext } from './write-context';

/**
 * The pool holds others' liquidity too (its liquidity is four times the strategy's, see
 * dex-accounts.ts; a DLMM bin holds four times the strategy's amounts, see dlmm-position.ts):
 * its vaults hold four times what the strategy invested.
 */
const POOL_SHARE_OF_STRATEGY = 4n;

/**
 * The SPL token accounts behind every strategy, so that deposits and withdrawals move real
 * tokens: its uninvested vaults of A and B (owned by its base vault authority, holding the
 * strategy's `tokenAAmounts` / `tokenBAmounts`) and the pool's vaults (owned by the pool; a DLMM
 * pair's reserves) holding what the pool's liquidity stands for and the fees the strategy's
 * position is owed (accrued-fees.ts); and the treasury's fee vault of every strategy token. Returns how many token
 * accounts were written.
 */
export function writeStrategyVaults(context: WriteContext): number {
  const { world, ledger } = context;
  let written = 0;
  const treasuryAuthority = findProgramAddress(
    ['treasury_fee_vault_authority'],
    KLIQUIDITY_PROGRAM_ID,
  ).address.toBase58();
  const treasuryMints = new Set<string>();
  for (const strategy of world.strategies) {
    const keys = strategyKeys(world.seed, strategy);
    const tokenA = tokenByMint(world, strategy.tokenAMint);
    const tokenB = tokenByMint(world, strategy.tokenBMint);
    const authority = findProgramAddress(
      ['authority', new PublicKey(strategy.address)],
      KLIQUIDITY_PROGRAM_ID,
    ).address.toBase58();
    const placed = placement(world, strategy);
    const owed = owedFees(placed, strategy.feeTierBps);
    const sides = [
      {
        token: tokenA,
        vault: keys.tokenAVault,
        poolVault: keys.poolVaultA,
        available: placed.availableA,
        invested: placed.investedA,
        owed: owed.a,
      },
      {
        token: tokenB,
        vault: keys.tokenBVault,
        poolVault: keys.poolVaultB,
        available: placed.availableB,
        invested: placed.investedB,
        owed: owed.b,
      },
    ];
    for (const side of sides) {
      const program = tokenProgramId(side.token.tokenProgram);
      if (!treasuryMints.has(side.token.mint)) {
        // The treasury's fee vault of the mint, where performance and withdrawal fees go.
        treasuryMints.add(side.token.mint);
        writeTokenAccount(
          ledger,
          toPublicKey(treasuryFeeVaultAddress(new PublicKey(side.token.mint)).address),
          program,
          { mint: side.token.mint, owner: treasuryAuthority, amount: 0n },
        );
        written += 1;
      }
      writeTokenAccount(ledger, side.vault, program, {
        mint: side.token.mint,
        owner: authority,
        amount: side.available,
      });
      written += 1;
      writeTokenAccount(ledger, side.poolVault, program, {
        mint: side.token.mint,
        owner: strategy.pool,
        amount: side.invested * POOL_SHARE_OF_STRATEGY + side.owed,
      });
      written += 1;
    }
  }
  return written;
}
