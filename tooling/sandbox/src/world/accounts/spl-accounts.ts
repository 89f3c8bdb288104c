import {
  encodeMint,
  encodeTokenAccount,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  toPublicKey,
} from '@keel/chain-readers';
import { amountToLamports } from '@keel/core-math';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { Ledger } from '../../chain/ledger';
import { RENT_EXEMPT_EPOCH } from '../../chain/ledger-account';
import { withImmutableOwnerExtension } from '../../spl/token-accounts';
import { NATIVE_SOL_MINT as NATIVE_MINT } from '../tokens';
import type { TokenProgramName } from '../types';

/** Whole tokens (a decimal string) as raw base units, truncated. */
export function rawAmount(amount: string, decimals: number): bigint {
  return amountToLamports(amount, decimals);
}

export function tokenProgramId(program: TokenProgramName): PublicKey {
  return program === 'spl-token-2022'
    ? toPublicKey(TOKEN_2022_PROGRAM_ID)
    : toPublicKey(TOKEN_PROGRAM_ID);
}

export function writeSol(ledger: Ledger, address: PublicKey, sol: string): void {
  ledger.writeAccount(address, {
    lamports: rawAmount(sol, 9),
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
}

export function writeMint(
  ledger: Ledger,
  address: PublicKey,
  program: PublicKey,
  mint: { authority: string | null; supply: bigint; decimals: number },
): void {
  const data = encodeMint({
    mintAuthority: mint.authority === null ? null : new PublicKey(mint.authority),
    supply: mint.supply,
    decimals: mint.decimals,
    isInitialized: true,
    freezeAuthority: null,
  });
  ledger.writeAccount(address, {
    lamports: ledger.minimumBalanceForRentExemption(MINT_SIZE),
    owner: program,
    data,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
}

/**
 * Writes an initialised token account. A wrapped-SOL account is native: its lamports are the
 * rent reserve plus the amount, and `isNative` records the reserve.
 */
export function writeTokenAccount(
  ledger: Ledger,
  address: PublicKey,
  program: PublicKey,
  account: { mint: string; owner: string; amount: bigint },
): void {
  const encode = (isNative: bigint | null) => {
    const base = encodeTokenAccount({
      mint: new PublicKey(account.mint),
      owner: new PublicKey(account.owner),
      amount: account.amount,
      delegate: null,
      state: 'Initialized',
      isNative,
      delegatedAmount: 0n,
      closeAuthority: null,
    });
    // Token-2022 accounts carry ImmutableOwner, as the ATA program and klend create them.
    return program.equals(toPublicKey(TOKEN_2022_PROGRAM_ID))
      ? withImmutableOwnerExtension(base)
      : base;
  };
  const plain = encode(null);
  const rent = ledger.minimumBalanceForRentExemption(plain.length);
  const native = account.mint === NATIVE_MINT;
  ledger.writeAccount(address, {
    lamports: native ? rent + account.amount : rent,
    owner: program,
    data: native ? encode(rent) : plain,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
}
