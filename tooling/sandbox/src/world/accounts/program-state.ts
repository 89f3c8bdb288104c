import type { Ledger } from '../../chain/ledger';
import { type AirdropWriteReport, writeAirdropAccounts } from '../airdrop/airdrop-accounts';
import { type EarnVaultWriteReport, writeEarnVaultAccounts } from '../earn/earn-vault-accounts';
import {
  type GovernanceWriteReport,
  writeGovernanceAccounts,
} from '../governance/governance-accounts';
import type { SandboxWorld } from '../types';
import { type FarmsWriteReport, writeFarmAccounts } from './farm-accounts';
import { writeFarmVaults } from './farm-vaults';
import { type LendingWriteReport, writeLendingAccounts } from './lending-accounts';
import { type LiquidityWriteReport, writeLiquidityAccounts } from './liquidity-accounts';
import { writeMarketLookupTables } from './lookup-tables';
import { writeScopePrices } from './scope-prices';
import { writeStrategyVaults } from './strategy-vaults';
import { writeContext } from './write-context';

/** The program-owned accounts written for the world, by program, and what was left out. */
export interface ProgramStateReport {
  lending: LendingWriteReport;
  liquidity: LiquidityWriteReport;
  farms: FarmsWriteReport;
  /** The farms GlobalConfig's and the farms' vault token accounts. */
  farmVaults: number;
  /** The strategies' uninvested vaults and their Orca / Raydium pools' vaults. */
  strategyVaults: number;
  /** Addresses held by the markets' lookup tables. */
  lookupTableAddresses: number;
  oracle: { priceAccounts: number; prices: number };
  governance: GovernanceWriteReport;
  /** The season allocation's merkle distributor and its vault. */
  airdrop: AirdropWriteReport;
  /** The earn vaults (vault program) and their token accounts. */
  earnVaults: EarnVaultWriteReport;
  /** Accounts the world names that are deliberately not written. */
  notWritten: string[];
  /** The same, as one sentence (for logs). */
  reason: string;
}

/**
 * Writes every lending, liquidity, farm and oracle account the world describes, with the
 * chain-readers encoders, refreshed at the ledger's current slot and time, and the governance
 * accounts with governance-registry's encoders.
 */
export function writeProgramStateAccounts(ledger: Ledger, world: SandboxWorld): ProgramStateReport {
  const context = writeContext(ledger, world);
  const prices = writeScopePrices(context);
  const lending = writeLendingAccounts(context);
  const liquidity = writeLiquidityAccounts(context);
  const strategyVaults = writeStrategyVaults(context);
  const farms = writeFarmAccounts(context, lending.obligations);
  const farmVaults = writeFarmVaults(context);
  const governance = writeGovernanceAccounts(context);
  const airdrop = writeAirdropAccounts(context);
  const earnVaults = writeEarnVaultAccounts(context);
  const lookupTableAddresses = writeMarketLookupTables(context);
  const notWritten = [
    'the Scope OracleMappings the accounts name (no encoder for it)',
    'the realm’s governing token holding accounts, its native treasury, and the proposals’ transactions and signatory records (no encoder for them in governance-registry; with VSR the holding account stays empty)',
  ];
  return {
    lending: lending.report,
    liquidity,
    farms,
    farmVaults,
    strategyVaults,
    lookupTableAddresses,
    oracle: { priceAccounts: 1, prices },
    governance,
    airdrop,
    earnVaults,
    notWritten,
    reason: `Not written: ${notWritten.join('; ')}.`,
  };
}
