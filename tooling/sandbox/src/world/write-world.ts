/**
 * Writes the parts of the world that are plain SPL and System state: SOL balances, token
 * mints, strategy share mints and the wallets' associated token accounts. Lending markets,
 * reserves, obligations, liquidity strategies with their pools and positions, and farms are
 * NOT written yet — see `writeProgramStateAccounts`.
 */
import {
  encodeMint,
  encodeTokenAccount,
  MINT_SIZE,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import { PublicKey, SystemProgram } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import { RENT_EXEMPT_EPOCH } from '../chain/ledger-account';
import { withImmutableOwnerExtension } from '../spl/token-accounts';
import { NATIVE_SOL_MINT } from './tokens';
import type { SandboxWorld, TokenProgramName } from './types';

/** SOL the faucet starts with; airdrops are paid from it. */
const FAUCET_SOL = '500000000';

export interface WorldWriteReport {
  wallets: number;
  mints: number;
  shareMints: number;
  tokenAccounts: number;
  programState: ProgramStateSeedStatus;
}

/** Whether the program-owned world accounts exist on the chain. */
export interface ProgramStateSeedStatus {
  lending: 'not-seeded';
  liquidity: 'not-seeded';
  farms: 'not-seeded';
  reason: string;
}

function raw(amount: string, decimals: number): bigint {
  return BigInt(
    new MathDecimal(amount)
      .mul(new MathDecimal(10).pow(decimals))
      .toFixed(0, MathDecimal.ROUND_DOWN),
  );
}

function programId(program: TokenProgramName): PublicKey {
  return program === 'spl-token-2022' ? TOKEN_2022_PROGRAM_ID : TOKEN_PROGRAM_ID;
}

function writeSol(ledger: Ledger, address: PublicKey, sol: string): void {
  ledger.writeAccount(address, {
    lamports: raw(sol, 9),
    owner: SystemProgram.programId,
    data: new Uint8Array(),
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
}

function writeMint(
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

function writeTokenAccount(
  ledger: Ledger,
  address: PublicKey,
  program: PublicKey,
  account: { mint: string; owner: string; amount: bigint },
): void {
  const base = encodeTokenAccount({
    mint: new PublicKey(account.mint),
    owner: new PublicKey(account.owner),
    amount: account.amount,
    delegate: null,
    state: 'Initialized',
    isNative: null,
    delegatedAmount: 0n,
    closeAuthority: null,
  });
  // Token-2022 associated accounts carry ImmutableOwner, as the ATA program creates them.
  const data = program.equals(TOKEN_2022_PROGRAM_ID) ? withImmutableOwnerExtension(base) : base;
  ledger.writeAccount(address, {
    lamports: ledger.minimumBalanceForRentExemption(data.length),
    owner: program,
    data,
    executable: false,
    rentEpoch: RENT_EXEMPT_EPOCH,
  });
}

/**
 * Where the lending markets, reserves, obligations, user metadata, liquidity strategies (with
 * their Orca/Raydium/Meteora pools and positions and the oracle prices) and farms will be
 * written, with the chain-readers encoders for those layouts. Those encoders do not exist yet,
 * so this writes nothing and says so; the world data describing those accounts is complete.
 */
export function writeProgramStateAccounts(
  _ledger: Ledger,
  _world: SandboxWorld,
): ProgramStateSeedStatus {
  return {
    lending: 'not-seeded',
    liquidity: 'not-seeded',
    farms: 'not-seeded',
    reason:
      'Lending, liquidity and farm accounts wait for the chain-readers encoders of those layouts; the world data describes them.',
  };
}

/** Writes the world's SPL and SOL state into a (fresh) ledger. */
export function writeWorld(ledger: Ledger, world: SandboxWorld): WorldWriteReport {
  writeSol(ledger, new PublicKey(world.faucet), FAUCET_SOL);
  let mints = 0;
  for (const token of world.tokens) {
    if (token.mint === NATIVE_SOL_MINT || token.supply === null) continue;
    writeMint(ledger, new PublicKey(token.mint), programId(token.tokenProgram), {
      authority: token.mintAuthority,
      supply: raw(token.supply, token.decimals),
      decimals: token.decimals,
    });
    mints += 1;
  }
  for (const strategy of world.strategies) {
    writeMint(ledger, new PublicKey(strategy.shareMint), TOKEN_PROGRAM_ID, {
      authority: strategy.shareMintAuthority,
      supply: raw(strategy.sharesIssued, strategy.shareDecimals),
      decimals: strategy.shareDecimals,
    });
  }
  let tokenAccounts = 0;
  for (const wallet of world.wallets) {
    writeSol(ledger, new PublicKey(wallet.publicKey), wallet.solBalance);
    for (const balance of wallet.tokens) {
      const decimals = world.tokens.find((t) => t.mint === balance.mint)?.decimals ?? 0;
      writeTokenAccount(ledger, new PublicKey(balance.account), programId(balance.tokenProgram), {
        mint: balance.mint,
        owner: wallet.publicKey,
        amount: raw(balance.amount, decimals),
      });
      tokenAccounts += 1;
    }
    for (const holding of wallet.strategyShares) {
      const strategy = world.strategies.find((s) => s.address === holding.strategy);
      writeTokenAccount(ledger, new PublicKey(holding.account), TOKEN_PROGRAM_ID, {
        mint: holding.shareMint,
        owner: wallet.publicKey,
        amount: raw(holding.shares, strategy?.shareDecimals ?? 0),
      });
      tokenAccounts += 1;
    }
  }
  return {
    wallets: world.wallets.length,
    mints,
    shareMints: world.strategies.length,
    tokenAccounts,
    programState: writeProgramStateAccounts(ledger, world),
  };
}
