import { PublicKey } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sameAddress } from '../../address/address';
import { ByteReader } from '../../bytes/ByteReader';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../programIds';
import { SAMPLE_ADDRESS } from '../../testing/accountCatalog';
import { decodeMint, encodeMint, MINT_SIZE } from './mint';
import { decodeTokenAccount, encodeTokenAccount, TOKEN_ACCOUNT_SIZE } from './tokenAccount';

const authority = new PublicKey('KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD');
const mintData = {
  mintAuthority: authority,
  supply: 1_000_000_000n,
  decimals: 6,
  isInitialized: true,
  freezeAuthority: null,
};
const tokenData = {
  mint: authority,
  owner: SAMPLE_ADDRESS,
  amount: 42n,
  delegate: null,
  state: 'Initialized' as const,
  isNative: null,
  delegatedAmount: 0n,
  closeAuthority: null,
};

function extended(base: Uint8Array, accountType: number): Uint8Array {
  const data = new Uint8Array(200);
  data.set(base);
  data[165] = accountType;
  return data;
}

describe('SPL mint', () => {
  it('uses the SPL layout: option tag, authority, supply @36, decimals @44, initialized @45', () => {
    const reader = new ByteReader(encodeMint(mintData));
    expect(reader.length).toBe(MINT_SIZE);
    expect(reader.u32(0)).toBe(1);
    expect(sameAddress(reader.pubkey(4), authority)).toBe(true);
    expect([reader.u64(36), reader.u8(44), reader.u8(45), reader.u32(46)]).toEqual([
      1_000_000_000n,
      6,
      1,
      0,
    ]);
  });

  it('decodes Token-2022 mints, with extensions, and names the program', () => {
    const decoded = decodeMint(SAMPLE_ADDRESS, {
      owner: TOKEN_2022_PROGRAM_ID,
      data: extended(encodeMint(mintData), 1),
    });
    expect(decoded.decimals).toBe(6);
    expect(sameAddress(decoded.tokenProgram, TOKEN_2022_PROGRAM_ID)).toBe(true);
  });

  it('rejects extension data of another account type, and extensions under SPL Token', () => {
    const data = extended(encodeMint(mintData), 2);
    expect(() => decodeMint(SAMPLE_ADDRESS, { owner: TOKEN_2022_PROGRAM_ID, data })).toThrow(
      expect.objectContaining({ reason: 'discriminator' }),
    );
    expect(() => decodeMint(SAMPLE_ADDRESS, { owner: TOKEN_PROGRAM_ID, data })).toThrow(
      expect.objectContaining({ reason: 'size' }),
    );
  });

  it('rejects an uninitialized mint and a bad option tag', () => {
    const uninitialized = encodeMint({ ...mintData, isInitialized: false });
    expect(() =>
      decodeMint(SAMPLE_ADDRESS, { owner: TOKEN_PROGRAM_ID, data: uninitialized }),
    ).toThrow(expect.objectContaining({ reason: 'value' }));
    const badTag = encodeMint(mintData);
    badTag[0] = 2;
    expect(() => decodeMint(SAMPLE_ADDRESS, { owner: TOKEN_PROGRAM_ID, data: badTag })).toThrow(
      expect.objectContaining({ reason: 'value' }),
    );
  });
});

describe('SPL token account', () => {
  it('uses the SPL layout: mint @0, owner @32, amount @64, state @108', () => {
    const reader = new ByteReader(encodeTokenAccount(tokenData));
    expect(reader.length).toBe(TOKEN_ACCOUNT_SIZE);
    expect(sameAddress(reader.pubkey(32), SAMPLE_ADDRESS)).toBe(true);
    expect([reader.u64(64), reader.u8(108), reader.u32(109)]).toEqual([42n, 1, 0]);
  });

  it('decodes wrapped SOL and Token-2022 accounts with extensions', () => {
    const native = encodeTokenAccount({ ...tokenData, isNative: 2_039_280n });
    expect(
      decodeTokenAccount(SAMPLE_ADDRESS, { owner: TOKEN_PROGRAM_ID, data: native }).isNative,
    ).toBe(2_039_280n);
    const decoded = decodeTokenAccount(SAMPLE_ADDRESS, {
      owner: TOKEN_2022_PROGRAM_ID,
      data: extended(encodeTokenAccount(tokenData), 2),
    });
    expect(decoded.amount).toBe(42n);
  });

  it('rejects uninitialized accounts and multisig-sized data', () => {
    const data = encodeTokenAccount(tokenData);
    data[108] = 0;
    expect(() => decodeTokenAccount(SAMPLE_ADDRESS, { owner: TOKEN_PROGRAM_ID, data })).toThrow(
      expect.objectContaining({ reason: 'value', accountType: 'TokenAccount' }),
    );
    expect(() =>
      decodeTokenAccount(SAMPLE_ADDRESS, { owner: TOKEN_PROGRAM_ID, data: new Uint8Array(355) }),
    ).toThrow(expect.objectContaining({ reason: 'size' }));
  });
});
