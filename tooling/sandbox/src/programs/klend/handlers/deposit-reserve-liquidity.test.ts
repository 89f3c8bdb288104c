import { decodeReserve } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '../../../test-support/test-chain';
import type { WorldReserve } from '../../../world/types';
import { farmsHandler } from '../../farms/farms-handler';
import { ata, balance } from '../action-test-kit';
import { createCTokenAta, depositLiquidityIx, redeemCollateralIx } from '../collateral-test-kit';
import { fromInt } from '../fraction';
import { klendHandler } from '../handler';
import { RESERVE } from '../layout-offsets';
import { ReserveAccount } from '../reserve-account';
import { failedWith, send } from '../test-instructions';
import { ledgerAccount, patchAccount, refreshReserveIx, worldReserve } from '../test-world';

let t: TestChain;
let usdt: WorldReserve;
let owner: PublicKey;
const OPS = 'programs/klend/src/lending_market/lending_operations.rs';
const CONFIG = 4856; // ReserveConfig's base: status u8, then block_ctoken_usage at +6.
const DEPOSIT_LIMIT = CONFIG + 160;

beforeAll(async () => {
  t = await startTestChain({
    seed: 'klend-ctokens',
    handlers: [klendHandler, farmsHandler],
    keepOraclesFresh: true,
  });
  usdt = worldReserve(t, 'main', 'USDT');
  owner = t.ordinary.publicKey;
});
afterAll(() => t.chain.close());

const reserveNow = () =>
  new ReserveAccount(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
const cTokens = () => balance(t, ata(owner, usdt, true));
const deposit = (amount: bigint) => depositLiquidityIx(t, { reserve: usdt, amount, owner });
const redeem = (amount: bigint) => redeemCollateralIx(t, { reserve: usdt, amount, owner });

/**
 * MATH §2.6 in integers: liquidity per cToken = totalSupply / mintTotalSupply, with totalSupply in
 * 60-bit fixed point; minting floors the cTokens, the liquidity taken for them is ceiled, and
 * redeeming floors the liquidity.
 */
const mintFor = (amount: bigint, supplyBits: bigint, cSupply: bigint) =>
  (cSupply * amount * (1n << 60n)) / supplyBits;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
const liquidityCeil = (c: bigint, supplyBits: bigint, cSupply: bigint) =>
  ceilDiv(ceilDiv(c * supplyBits, cSupply), 1n << 60n);
const redeemFor = (c: bigint, supplyBits: bigint, cSupply: bigint) =>
  (c * supplyBits) / cSupply / (1n << 60n);

describe('deposit_reserve_liquidity', () => {
  it('takes the liquidity, mints cTokens at the exchange rate and updates the reserve', async () => {
    const amount = 10_000_000n;
    const walletBefore = await balance(t, ata(owner, usdt));
    const vaultBefore = await balance(t, new PublicKey(usdt.liquiditySupplyVault));
    const sent = await send(
      t,
      [createCTokenAta(owner, usdt), refreshReserveIx(t, usdt), deposit(amount)],
      [t.ordinary],
    );
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const after = reserveNow();
    const taken = walletBefore - (await balance(t, ata(owner, usdt)));
    const minted = await cTokens();
    expect(await balance(t, new PublicKey(usdt.liquiditySupplyVault))).toBe(vaultBefore + taken);
    // The state the deposit priced at: the reserve after it, less what it added.
    const supplyBits = after.totalSupply() - fromInt(taken);
    const cSupply = after.bytes.u64(RESERVE.collateralMintTotalSupply) - minted;
    expect(minted).toBe(mintFor(amount, supplyBits, cSupply));
    expect(taken).toBe(liquidityCeil(minted, supplyBits, cSupply));
    expect(taken).toBeLessThanOrEqual(amount);
    const decoded = decodeReserve(new PublicKey(usdt.address), ledgerAccount(t, usdt.address));
    expect(decoded.liquidity.availableAmount).toBe(vaultBefore + taken);
    expect(decoded.lastUpdate.stale).toBe(true);
    const mint = await t.connection.getTokenSupply(new PublicKey(usdt.collateralMint));
    expect(BigInt(mint.value.amount)).toBe(after.bytes.u64(RESERVE.collateralMintTotalSupply));
    expect(sent.logs).toContain(
      `Program log: pnl: Depositing in reserve ${usdt.address} liquidity ${taken}`,
    );
    expect(sent.logs).toContain('Program log: Instruction: MintTo');
  });

  it('rejects a zero amount (InvalidAmount)', async () => {
    const sent = await send(t, [deposit(0n)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6003 }));
    expect(sent.logs).toContain(
      `Program log: AnchorError thrown in ${OPS}:122. Error Code: InvalidAmount. Error Number: 6003. Error Message: Input amount is invalid.`,
    );
  });

  it('rejects a deposit above the deposit limit (DepositLimitExceeded)', async () => {
    const limit = ledgerAccount(t, usdt.address);
    const saved = Buffer.from(limit.data).readBigUInt64LE(DEPOSIT_LIMIT);
    const supply = reserveNow().totalSupply() >> 60n;
    patchAccount(t, usdt.address, (b) => b.setU64(DEPOSIT_LIMIT, supply + 5n));
    const sent = await send(t, [deposit(1_000_000n)], [t.ordinary]);
    patchAccount(t, usdt.address, (b) => b.setU64(DEPOSIT_LIMIT, saved));
    expect(sent.err).toEqual(failedWith(0, { Custom: 6090 }));
    expect(
      sent.logs.some((l) =>
        l.startsWith('Program log: Cannot deposit liquidity above the reserve deposit limit.'),
      ),
    ).toBe(true);
  });

  it('rejects a reserve whose cToken usage is blocked (CTokenUsageBlocked)', async () => {
    patchAccount(t, usdt.address, (b) => b.setU8(CONFIG + 6, 1));
    const sent = await send(t, [deposit(1_000n)], [t.ordinary]);
    patchAccount(t, usdt.address, (b) => b.setU8(CONFIG + 6, 0));
    expect(sent.err).toEqual(failedWith(0, { Custom: 6132 }));
  });

  it('rejects an Obsolete reserve (ReserveObsolete)', async () => {
    patchAccount(t, usdt.address, (b) => b.setU8(CONFIG, 1));
    const sent = await send(t, [deposit(1_000n)], [t.ordinary]);
    patchAccount(t, usdt.address, (b) => b.setU8(CONFIG, 0));
    expect(sent.err).toEqual(failedWith(0, { Custom: 6082 }));
    expect(sent.logs).toContain('Program log: Reserve is not active');
  });

  it('rejects the reserve vault as the source (InvalidAccountInput)', async () => {
    const sent = await send(
      t,
      [
        depositLiquidityIx(
          t,
          { reserve: usdt, amount: 1_000n, owner },
          { userSourceLiquidity: new PublicKey(usdt.liquiditySupplyVault) },
        ),
      ],
      [t.ordinary],
    );
    expect(sent.err).toEqual(failedWith(0, { Custom: 6006 }));
    expect(sent.logs).toContain(
      'Program log: Reserve liquidity supply cannot be used as the source liquidity provided',
    );
  });
});

describe('redeem_reserve_collateral', () => {
  it('burns the cTokens and pays their liquidity, floored, out of the vault', async () => {
    const held = await cTokens();
    expect(held).toBeGreaterThan(0n);
    const amount = held / 2n;
    const walletBefore = await balance(t, ata(owner, usdt));
    const capBefore = reserveNow().bytes.u64(RESERVE.depositWithdrawalCap + 8);
    const sent = await send(t, [refreshReserveIx(t, usdt), redeem(amount)], [t.ordinary]);
    expect(sent.err, sent.logs.join('\n')).toBeNull();
    const paid = (await balance(t, ata(owner, usdt))) - walletBefore;
    expect(await cTokens()).toBe(held - amount);
    const after = reserveNow();
    const supplyBits = after.totalSupply() + fromInt(paid);
    const cSupply = after.bytes.u64(RESERVE.collateralMintTotalSupply) + amount;
    expect(paid).toBe(redeemFor(amount, supplyBits, cSupply));
    expect(sent.logs).toContain(`Program log: pnl: Redeeming reserve collateral ${paid}`);
    expect(sent.logs).toContain('Program log: Instruction: Burn');
    // The deposit cap counts the outflow (with no window it only accumulates, as an i64).
    const capAfter = after.bytes.u64(RESERVE.depositWithdrawalCap + 8);
    expect((capAfter - capBefore + (1n << 64n)) % (1n << 64n)).toBe(paid);
  });

  it('rejects a redemption beyond the daily withdrawal cap (WithdrawalCapReached)', async () => {
    const base = RESERVE.depositWithdrawalCap;
    patchAccount(t, usdt.address, (b) => {
      b.setU64(base, 1_000n); // capacity
      b.setU64(base + 8, 0n);
      b.setU64(base + 16, 0n);
      b.setU64(base + 24, 86_400n);
    });
    const sent = await send(t, [redeem((await cTokens()) / 2n)], [t.ordinary]);
    expect(sent.err).toEqual(failedWith(0, { Custom: 6064 }));
    const small = await send(t, [redeem(100n)], [t.ordinary]);
    expect(small.err, small.logs.join('\n')).toBeNull();
    expect(reserveNow().bytes.u64(base + 8)).toBeGreaterThan(0n);
    patchAccount(t, usdt.address, (b) => b.setU64(base + 24, 0n));
  });

  it('rejects a zero amount (InvalidAmount) and more cTokens than held (token error)', async () => {
    const zero = await send(t, [redeem(0n)], [t.ordinary]);
    expect(zero.err).toEqual(failedWith(0, { Custom: 6003 }));
    const tooMany = await send(t, [redeem((await cTokens()) + 1n)], [t.ordinary]);
    expect(tooMany.err).toEqual(failedWith(0, { Custom: 1 }));
  });
});
