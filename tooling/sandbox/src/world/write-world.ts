/**
 * Writes the world into a ledger: SOL balances, token mints, strategy share mints and the
 * wallets' associated token accounts (plain SPL and System state), then every program account
 * (lending, liquidity, farms, oracle prices; see `accounts/program-state.ts`).
 */
import { TOKEN_PROGRAM_ID, toPublicKey } from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { Ledger } from '../chain/ledger';
import { writeLimitOrderConfig } from './accounts/limit-order-config';
import { type ProgramStateReport, writeProgramStateAccounts } from './accounts/program-state';
import {
  rawAmount,
  tokenProgramId,
  writeMint,
  writeSol,
  writeTokenAccount,
} from './accounts/spl-accounts';
import { writeSwapPools } from './accounts/swap-pools';
import { NATIVE_SOL_MINT } from './tokens';
import type { SandboxWorld } from './types';
import { MANAGER_SOL } from './wallets';

/** SOL the faucet starts with; airdrops are paid from it. */
const FAUCET_SOL = '500000000';

export interface WorldWriteReport {
  wallets: number;
  mints: number;
  shareMints: number;
  tokenAccounts: number;
  programState: ProgramStateReport;
  /** Sandbox swap pools (a config and a vault per token). */
  swapPools: number;
}

/** Writes the whole world into a (fresh) ledger and reports what it wrote. */
export function writeWorld(ledger: Ledger, world: SandboxWorld): WorldWriteReport {
  writeSol(ledger, new PublicKey(world.faucet), FAUCET_SOL);
  writeSol(ledger, new PublicKey(world.managerWallet), MANAGER_SOL);
  let mints = 0;
  for (const token of world.tokens) {
    if (token.mint === NATIVE_SOL_MINT || token.supply === null) continue;
    writeMint(ledger, new PublicKey(token.mint), tokenProgramId(token.tokenProgram), {
      authority: token.mintAuthority,
      supply: rawAmount(token.supply, token.decimals),
      decimals: token.decimals,
    });
    mints += 1;
  }
  for (const strategy of world.strategies) {
    writeMint(ledger, new PublicKey(strategy.shareMint), toPublicKey(TOKEN_PROGRAM_ID), {
      authority: strategy.shareMintAuthority,
      supply: rawAmount(strategy.sharesIssued, strategy.shareDecimals),
      decimals: strategy.shareDecimals,
    });
  }
  let tokenAccounts = 0;
  for (const wallet of world.wallets) {
    writeSol(ledger, new PublicKey(wallet.publicKey), wallet.solBalance);
    for (const balance of wallet.tokens) {
      const decimals = world.tokens.find((t) => t.mint === balance.mint)?.decimals ?? 0;
      writeTokenAccount(
        ledger,
        new PublicKey(balance.account),
        tokenProgramId(balance.tokenProgram),
        {
          mint: balance.mint,
          owner: wallet.publicKey,
          amount: rawAmount(balance.amount, decimals),
        },
      );
      tokenAccounts += 1;
    }
    for (const holding of wallet.strategyShares) {
      const strategy = world.strategies.find((s) => s.address === holding.strategy);
      writeTokenAccount(ledger, new PublicKey(holding.account), toPublicKey(TOKEN_PROGRAM_ID), {
        mint: holding.shareMint,
        owner: wallet.publicKey,
        amount: rawAmount(holding.shares, strategy?.shareDecimals ?? 0),
      });
      tokenAccounts += 1;
    }
  }
  writeLimitOrderConfig(ledger, world);
  return {
    wallets: world.wallets.length,
    mints,
    shareMints: world.strategies.length,
    tokenAccounts,
    programState: writeProgramStateAccounts(ledger, world),
    swapPools: writeSwapPools(ledger, world),
  };
}
