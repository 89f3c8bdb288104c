import {
  decodeMeteoraBinArray,
  decodeMeteoraLbPair,
  decodeMeteoraPosition,
  decodeMint,
  decodeTokenAccount,
  decodeWhirlpoolStrategy,
  FARMS_PROGRAM_ID,
  KLEND_PROGRAM_ID,
  KLIQUIDITY_PROGRAM_ID,
  METEORA_DLMM_PROGRAM_ID,
  meteoraBinArrayIndex,
  meteoraBinSlot,
  ORCA_WHIRLPOOL_PROGRAM_ID,
  RAYDIUM_CLMM_PROGRAM_ID,
  SCOPE_PROGRAM_ID,
  sameAddress,
  TOKEN_2022_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { amountToLamports, dlmmPositionAmounts, MathDecimal } from '@keel/core-math';
import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { Ledger } from '../chain/ledger';
import { ProgramHandlerRegistry } from '../chain/program-handler';
import { generateWorld } from './generate-world';
import { faucetKeypair } from './wallets';
import { writeWorld } from './write-world';

const seed = 'write-test';
const world = generateWorld({ seed, brand: { productName: 'Acme', nativeTokenSymbol: 'ACME' } });
const ledger = new Ledger({
  startSlot: 1_000,
  slotMs: 400,
  programs: [],
  handlers: new ProgramHandlerRegistry(),
  faucet: () => faucetKeypair(seed),
});
type Account = NonNullable<ReturnType<Ledger['readAccount']>>;
let report: ReturnType<typeof writeWorld> | undefined;
ledger.initialise((l) => {
  report = writeWorld(l, world);
});

describe('writeWorld', () => {
  it('writes every token mint in the layout chain-readers decodes', () => {
    for (const token of world.tokens.filter((t) => t.supply !== null)) {
      const address = new PublicKey(token.mint);
      const account = ledger.readAccount(address);
      expect(account, token.symbol).not.toBeNull();
      const mint = decodeMint(address, account as NonNullable<typeof account>);
      expect(mint.decimals).toBe(token.decimals);
      expect(mint.tokenProgram.toBase58()).toBe(
        token.tokenProgram === 'spl-token-2022'
          ? TOKEN_2022_PROGRAM_ID.toBase58()
          : 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      );
    }
    expect(report?.mints).toBe(world.tokens.filter((t) => t.supply !== null).length);
  });

  it('writes the wallets’ associated token accounts with their balances', () => {
    for (const wallet of world.wallets) {
      expect(ledger.readAccount(new PublicKey(wallet.publicKey))?.lamports).toBe(
        BigInt(wallet.solBalance) * 1_000_000_000n,
      );
      for (const balance of wallet.tokens) {
        const address = new PublicKey(balance.account);
        const account = decodeTokenAccount(
          address,
          ledger.readAccount(address) as NonNullable<ReturnType<Ledger['readAccount']>>,
        );
        expect(account.owner.toBase58()).toBe(wallet.publicKey);
        expect(account.mint.toBase58()).toBe(balance.mint);
      }
    }
  });

  it('writes strategy share mints with the issued shares as supply', () => {
    const strategy = world.strategies.find((s) => !s.isEmptyDiyStrategy);
    const address = new PublicKey(strategy?.shareMint ?? '');
    const mint = decodeMint(
      address,
      ledger.readAccount(address) as NonNullable<ReturnType<Ledger['readAccount']>>,
    );
    const issued = new MathDecimal(strategy?.sharesIssued ?? 'NaN').mul(1_000_000).toFixed(0);
    expect(mint.supply).toBe(BigInt(issued));
    expect(mint.supply > 0n).toBe(true);
    expect(mint.decimals).toBe(6);
  });

  it('writes every program account the world describes, owned by its program', () => {
    const state = report?.programState;
    if (state === undefined) throw new Error('no report');
    const owned = (program: PublicKey) => ledger.accountsOwnedBy(program).length;
    expect(state.lending.markets).toBe(6);
    expect(state.lending.reserves).toBe(world.markets.flatMap((m) => m.reserves).length);
    expect(state.lending.obligations).toBe(world.wallets.flatMap((w) => w.obligations).length);
    expect(owned(toPublicKey(KLEND_PROGRAM_ID))).toBe(
      state.lending.markets +
        state.lending.reserves +
        state.lending.obligations +
        state.lending.userMetadata,
    );
    expect(state.liquidity.strategies).toBe(world.strategies.length);
    expect(owned(toPublicKey(KLIQUIDITY_PROGRAM_ID))).toBe(state.liquidity.strategies + 2);
    const count = (dex: string) => world.strategies.filter((s) => s.dex === dex).length;
    expect(owned(toPublicKey(ORCA_WHIRLPOOL_PROGRAM_ID))).toBe(2 * count('ORCA'));
    expect(owned(toPublicKey(RAYDIUM_CLMM_PROGRAM_ID))).toBe(2 * count('RAYDIUM'));
    // A DLMM strategy: its LbPair, PositionV2 and two bin arrays.
    expect(owned(toPublicKey(METEORA_DLMM_PROGRAM_ID))).toBe(4 * count('METEORA'));
    expect(state.liquidity.meteoraPositions).toBe(count('METEORA'));
    // The farms, their users, and the GlobalConfig.
    expect(owned(toPublicKey(FARMS_PROGRAM_ID))).toBe(
      world.farms.length + state.farms.userStates + 1,
    );
    expect(state.farmVaults).toBeGreaterThanOrEqual(world.farms.length);
    expect(state.farms.userStates).toBeGreaterThanOrEqual(8);
    expect(owned(toPublicKey(SCOPE_PROGRAM_ID))).toBe(1);
    expect(state.notWritten.join(' ')).not.toMatch(/Meteora/);
  });

  it('writes each DLMM strategy’s pair, position and bins so that they value it at its TVL', () => {
    const meteora = world.strategies.filter((s) => s.dex === 'METEORA' && !s.isEmptyDiyStrategy);
    expect(meteora.length).toBeGreaterThan(0);
    const read = (address: PublicKey) => ledger.readAccount(address) as Account;
    for (const strategy of meteora) {
      const address = new PublicKey(strategy.address);
      const stored = decodeWhirlpoolStrategy(address, read(address));
      const pair = decodeMeteoraLbPair(stored.pool, read(toPublicKey(stored.pool)));
      const position = decodeMeteoraPosition(stored.position, read(toPublicKey(stored.position)));
      expect(sameAddress(position.lbPair, stored.pool)).toBe(true);
      expect(sameAddress(position.owner, stored.baseVaultAuthority)).toBe(true);
      expect(sameAddress(pair.reserveX, stored.poolTokenVaultA)).toBe(true);
      expect(sameAddress(pair.tokenYMint, stored.tokenBMint)).toBe(true);
      expect(position.lowerBinId).toBeLessThan(pair.activeId);
      expect(position.upperBinId).toBeGreaterThan(pair.activeId);
      const arrays = [stored.tickArrayLower, stored.tickArrayUpper].map((key) =>
        decodeMeteoraBinArray(key, read(toPublicKey(key))),
      );
      expect(arrays[0]?.index).toBe(meteoraBinArrayIndex(position.lowerBinId));
      const amounts = dlmmPositionAmounts({
        lowerBinId: position.lowerBinId,
        upperBinId: position.upperBinId,
        liquidityShares: position.liquidityShares,
        binAt: (binId) => {
          const array = arrays.find((a) => a.index === meteoraBinArrayIndex(binId));
          const slot = array && meteoraBinSlot(array.index, binId);
          return array && slot !== undefined ? array.bins[slot] : undefined;
        },
      });
      expect(amounts.a.gt(0) && amounts.b.gt(0)).toBe(true);
      // Invested + uninvested = the world's amounts, so the chain's TVL is the API's.
      const tokenA = world.tokens.find((t) => t.mint === strategy.tokenAMint);
      const tokenB = world.tokens.find((t) => t.mint === strategy.tokenBMint);
      const totalA = amounts.a.plus(stored.tokenAAmounts.toString());
      const totalB = amounts.b.plus(stored.tokenBAmounts.toString());
      expect(totalA.toFixed()).toBe(
        amountToLamports(strategy.tokenAAmount, tokenA?.decimals ?? 0).toString(),
      );
      expect(totalB.toFixed()).toBe(
        amountToLamports(strategy.tokenBAmount, tokenB?.decimals ?? 0).toString(),
      );
      // The pair's reserves hold the bins' amounts (four times the strategy's) and the fees the
      // position has pending (FeeInfo: 70 × 48 bytes at 4552, fee_x_pending at +32).
      const positionBytes = Buffer.from(read(toPublicKey(stored.position)).data);
      let pendingX = 0n;
      for (let i = 0; i < 70; i += 1) pendingX += positionBytes.readBigUInt64LE(4552 + i * 48 + 32);
      expect(pendingX).toBeGreaterThan(0n);
      const reserveX = decodeTokenAccount(pair.reserveX, read(toPublicKey(pair.reserveX)));
      expect(reserveX.amount).toBe(BigInt(amounts.a.times(4).toFixed(0)) + pendingX);
      expect(sameAddress(reserveX.owner, stored.pool)).toBe(true);
    }
  });

  it('writes each reserve’s cToken mint and vaults with the reserve’s amounts', () => {
    const authorityOf = new Map(world.markets.map((m) => [m.address, m.lendingMarketAuthority]));
    for (const market of world.markets) {
      for (const reserve of market.reserves) {
        const mintAddress = new PublicKey(reserve.collateralMint);
        const cMint = decodeMint(mintAddress, ledger.readAccount(mintAddress) as Account);
        expect(cMint.supply).toBe(amountToLamports(reserve.collateralSupply, reserve.decimals));
        expect(cMint.mintAuthority?.toBase58()).toBe(authorityOf.get(market.address));
        const vaultAddress = new PublicKey(reserve.liquiditySupplyVault);
        const vaultAccount = ledger.readAccount(vaultAddress) as Account;
        const vault = decodeTokenAccount(vaultAddress, vaultAccount);
        const available =
          amountToLamports(reserve.totalSupply, reserve.decimals) +
          amountToLamports(reserve.accumulatedProtocolFees, reserve.decimals) -
          amountToLamports(reserve.totalBorrowed, reserve.decimals);
        expect(vault.amount).toBe(available);
        expect(vault.owner.toBase58()).toBe(market.lendingMarketAuthority);
        if (reserve.symbol === 'SOL') {
          // Wrapped SOL is native: the lamports are the rent reserve plus the amount.
          expect(vault.isNative).not.toBeNull();
          expect(vaultAccount.lamports).toBe((vault.isNative ?? 0n) + available);
        }
      }
    }
  });
});
