import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { type Address, createAddress, DEFAULT_ADDRESS, sameAddress } from '../address/address';
import { toPublicKey } from '../address/toPublicKey';
import { FARMS_PROGRAM_ID, KLEND_PROGRAM_ID, TOKEN_2022_PROGRAM_ID } from '../programIds';
import { farmUserStatePda, farmVaultPda, rewardVaultPda } from './farms';
import {
  lendingMarketAuthorityPda,
  lendingObligationPda,
  leveragedObligationPda,
  obligationPda,
  reserveCollateralMintPda,
  userMetadataPda,
  vanillaObligationPda,
  withdrawTicketPda,
} from './klend';
import { u8Seed, u64Seed } from './programAddress';
import { associatedTokenAddress } from './token';

const wallet = createAddress('7u3HeHxYDLhnCoErrtycNokbQYbWGzLs6JSDqGAv5PfF');
const market = createAddress('GKnHiWh3RRrE1zsNzWxRkomymHc374TvJPSTv2wPeYdB');
const usdc = createAddress('EPjFWdd5AufqSSqeM2qJxdxQx6jx7i3s4HLUHtK3Yzqh');
const sol = createAddress('So11111111111111111111111111111111111111112');
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Recomputes an address from explicit seed bytes and the found bump. */
function expectSeeds(
  found: { address: Address; bump: number },
  seeds: Uint8Array[],
  programId: Address,
) {
  const address = PublicKey.createProgramAddressSync(
    [...seeds, Uint8Array.of(found.bump)],
    toPublicKey(programId),
  );
  expect(address.toBase58()).toBe(found.address.toBase58());
}

describe('klend PDAs', () => {
  it('derives the obligation from u8(tag), u8(id), owner, market, seed1, seed2', () => {
    const found = leveragedObligationPda('Leverage', wallet, market, sol, usdc, 2);
    expectSeeds(
      found,
      [
        Uint8Array.of(3),
        Uint8Array.of(2),
        wallet.toBytes(),
        market.toBytes(),
        sol.toBytes(),
        usdc.toBytes(),
      ],
      KLEND_PROGRAM_ID,
    );
  });

  it('uses the default key for both Vanilla seeds and the mint twice for Lending', () => {
    const zero = DEFAULT_ADDRESS.toBytes();
    expectSeeds(
      vanillaObligationPda(wallet, market),
      [Uint8Array.of(0), Uint8Array.of(0), wallet.toBytes(), market.toBytes(), zero, zero],
      KLEND_PROGRAM_ID,
    );
    expectSeeds(
      lendingObligationPda(wallet, market, usdc),
      [
        Uint8Array.of(2),
        Uint8Array.of(0),
        wallet.toBytes(),
        market.toBytes(),
        usdc.toBytes(),
        usdc.toBytes(),
      ],
      KLEND_PROGRAM_ID,
    );
  });

  it('gives a different obligation per tag and id', () => {
    const addresses = [
      obligationPda({ tag: 'Multiply', owner: wallet, market, seed1: sol, seed2: usdc }),
      obligationPda({ tag: 'Leverage', owner: wallet, market, seed1: sol, seed2: usdc }),
      obligationPda({ tag: 'Leverage', id: 1, owner: wallet, market, seed1: sol, seed2: usdc }),
    ].map((pda) => pda.address.toBase58());
    expect(new Set(addresses).size).toBe(3);
  });

  it('derives string-seeded PDAs from the ASCII bytes', () => {
    expectSeeds(userMetadataPda(wallet), [utf8('user_meta'), wallet.toBytes()], KLEND_PROGRAM_ID);
    expectSeeds(
      lendingMarketAuthorityPda(market),
      [utf8('lma'), market.toBytes()],
      KLEND_PROGRAM_ID,
    );
    expectSeeds(
      reserveCollateralMintPda(market),
      [utf8('reserve_coll_mint'), market.toBytes()],
      KLEND_PROGRAM_ID,
    );
    expectSeeds(
      withdrawTicketPda(market, 258n),
      [utf8('withdraw_ticket'), market.toBytes(), Uint8Array.of(2, 1, 0, 0, 0, 0, 0, 0)],
      KLEND_PROGRAM_ID,
    );
  });

  it('follows another deployment when given its program id', () => {
    expect(
      sameAddress(
        userMetadataPda(wallet, FARMS_PROGRAM_ID).address,
        userMetadataPda(wallet).address,
      ),
    ).toBe(false);
  });
});

describe('farms PDAs', () => {
  it('derives user state, vaults and reward vaults', () => {
    expectSeeds(
      farmUserStatePda(market, wallet),
      [utf8('user'), market.toBytes(), wallet.toBytes()],
      FARMS_PROGRAM_ID,
    );
    expectSeeds(
      farmVaultPda(market, usdc),
      [utf8('fvault'), market.toBytes(), usdc.toBytes()],
      FARMS_PROGRAM_ID,
    );
    expectSeeds(
      rewardVaultPda(market, usdc),
      [utf8('rvault'), market.toBytes(), usdc.toBytes()],
      FARMS_PROGRAM_ID,
    );
  });
});

describe('associated token address', () => {
  it('matches the published SPL Token and Token-2022 vectors', () => {
    const classic = associatedTokenAddress(
      createAddress('B8UwBUUnKwCyKuGMbFKWaG7exYdDk2ozZrPg72NyVbfj'),
      createAddress('7o36UsWR1JQLpZ9PE2gn9L4SQ69CNNiWAXd4Jt7rqz9Z'),
    );
    expect(classic.address.toBase58()).toBe('DShWnroshVbeUp28oopA3Pu7oFPDBtC1DBmPECXXAQ9n');
    const token2022 = associatedTokenAddress(
      createAddress('22Wnk8PwyWZV7BfkZGJEKT9jGGdtvu7xY6EXeRh7zkBa'),
      createAddress('2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo'),
      TOKEN_2022_PROGRAM_ID,
    );
    expect(token2022.address.toBase58()).toBe('5nu6HDY7t1Ds8oPNsArrhb1rzvRqmGubyteyAUncFyNb');
  });

  it('depends on the token program', () => {
    const classic = associatedTokenAddress(wallet, usdc).address;
    const token2022 = associatedTokenAddress(wallet, usdc, TOKEN_2022_PROGRAM_ID).address;
    expect(sameAddress(classic, token2022)).toBe(false);
  });
});

describe('seed helpers', () => {
  it('refuses values that are not one byte or not a u64', () => {
    expect(() => u8Seed(256)).toThrow(RangeError);
    expect(() => u64Seed(-1n)).toThrow(RangeError);
  });
});
