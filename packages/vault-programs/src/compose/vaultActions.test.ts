import { TOKEN_PROGRAM_ID } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { VAULT_INSTRUCTION_DISCRIMINATORS } from '../instructions/discriminators';
import { sampleVaultState } from '../testing/fixtures';
import { testKey } from '../testing/keys';
import { vaultAumOf, vaultDepositInstruction, vaultWithdrawInstructions } from './vaultActions';

const state = { address: testKey(40), ...sampleVaultState(), tokenProgram: TOKEN_PROGRAM_ID };
const view = (n: number, invested: bigint, availableLiquidity: bigint) => ({
  keys: {
    reserve: testKey(20 + n),
    lendingMarket: testKey(50),
    reserveLiquiditySupply: testKey(51),
    reserveCollateralMint: testKey(52),
  },
  invested,
  availableLiquidity,
});
const tag = (data: Buffer) => data.subarray(0, 8).toString('hex');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('vault actions', () => {
  it('values the vault through its reserves, less the pending fees', () => {
    // 123 456 available + 200 000 + 300 000 invested − 6 pending (6 << 60 scaled).
    expect(vaultAumOf(state, [view(1, 200_000n, 0n), view(2, 300_000n, 0n)])).toBe(623_450n);
  });

  it('deposits with the vault’s reserves and markets after the accounts', () => {
    const ix = vaultDepositInstruction({
      state,
      reserves: [view(1, 0n, 0n)],
      wallet: testKey(11),
      amount: 5n,
    });
    expect(tag(ix.data)).toBe(hex(VAULT_INSTRUCTION_DISCRIMINATORS.deposit));
    expect(ix.keys.slice(13).map((k) => k.pubkey.toBase58())).toEqual([
      testKey(21).toBase58(),
      testKey(50).toBase58(),
    ]);
  });

  it('withdraws from available when it covers the shares, else from the reserves', () => {
    const reserves = [view(1, 200_000n, 1_000_000n), view(2, 300_000n, 50_000n)];
    const small = vaultWithdrawInstructions({ state, reserves, wallet: testKey(11), shares: 10n });
    expect(small.map((ix) => tag(ix.data))).toEqual([
      hex(VAULT_INSTRUCTION_DISCRIMINATORS.withdrawFromAvailable),
    ]);
    const large = vaultWithdrawInstructions({
      state,
      reserves,
      wallet: testKey(11),
      shares: 40_000n,
    });
    expect(large.map((ix) => tag(ix.data))).toEqual([
      hex(VAULT_INSTRUCTION_DISCRIMINATORS.withdraw),
    ]);
    expect(large[0]?.keys[15]?.pubkey.equals(new PublicKey(testKey(21)))).toBe(true);
    // More than the first reserve can pay: a second withdraw, from the next reserve.
    const both = vaultWithdrawInstructions({
      state,
      reserves,
      wallet: testKey(11),
      shares: 60_000n,
    });
    expect(both.map((ix) => ix.keys[15]?.pubkey.toBase58())).toEqual([
      testKey(21).toBase58(),
      testKey(22).toBase58(),
    ]);
  });
});
