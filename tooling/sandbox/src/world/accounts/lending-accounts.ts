import {
  encodeLendingMarket,
  encodeObligation,
  encodeUserMetadata,
  KLEND_PROGRAM_ID,
  type ObligationData,
  toPublicKey,
} from '@keel/chain-readers';
import { PublicKey } from '@solana/web3.js';
import type { WorldObligation } from '../types';
import { marketGroupDebts, type ReserveGroupDebt } from './elevation-group-debt';
import { reserveAmounts } from './lending-amounts';
import { obligationData, userMetadataData } from './obligation-state';
import { COLLATERAL_TOKEN_PROGRAM, lendingMarketData, reserveAccountBytes } from './reserve-state';
import { tokenProgramId, writeMint, writeTokenAccount } from './spl-accounts';
import { type WriteContext, writeProgramAccount } from './write-context';

export interface LendingWriteReport {
  markets: number;
  reserves: number;
  obligations: number;
  userMetadata: number;
  /** cToken mints of the reserves. */
  collateralMints: number;
  /** Liquidity supply, collateral supply and fee vaults of the reserves. */
  reserveVaults: number;
}

export interface WrittenObligation {
  world: WorldObligation;
  data: ObligationData;
}

/**
 * Lending markets (with elevation groups), their reserves with cToken mints and vaults, the
 * wallets' obligations and user metadata, all in klend's layouts at klend's addresses.
 */
export function writeLendingAccounts(context: WriteContext): {
  report: LendingWriteReport;
  obligations: WrittenObligation[];
} {
  const { world, ledger } = context;
  const at = { slot: context.slot, now: context.now };
  const allObligations = world.wallets.flatMap((w) => w.obligations);
  const report: LendingWriteReport = {
    markets: 0,
    reserves: 0,
    obligations: 0,
    userMetadata: 0,
    collateralMints: 0,
    reserveVaults: 0,
  };
  for (const market of world.markets) {
    writeProgramAccount(
      context,
      market.address,
      toPublicKey(KLEND_PROGRAM_ID),
      encodeLendingMarket(lendingMarketData(market)),
    );
    report.markets += 1;
    const groupDebts = marketGroupDebts(market, allObligations);
    for (const reserve of market.reserves) {
      const groupDebt = groupDebts.get(reserve.address) as ReserveGroupDebt;
      const data = reserveAccountBytes(world, market, reserve, groupDebt, at);
      writeProgramAccount(context, reserve.address, toPublicKey(KLEND_PROGRAM_ID), data);
      report.reserves += 1;

      const amounts = reserveAmounts(reserve);
      const authority = market.lendingMarketAuthority;
      writeMint(
        ledger,
        new PublicKey(reserve.collateralMint),
        toPublicKey(COLLATERAL_TOKEN_PROGRAM),
        {
          authority,
          supply: amounts.collateralSupply,
          decimals: reserve.decimals,
        },
      );
      report.collateralMints += 1;
      const liquidityProgram = tokenProgramId(reserve.tokenProgram);
      writeTokenAccount(ledger, new PublicKey(reserve.liquiditySupplyVault), liquidityProgram, {
        mint: reserve.mint,
        owner: authority,
        amount: amounts.available,
      });
      writeTokenAccount(ledger, new PublicKey(reserve.feeVault), liquidityProgram, {
        mint: reserve.mint,
        owner: authority,
        amount: 0n,
      });
      // Every cToken is deposited as collateral in some obligation.
      writeTokenAccount(
        ledger,
        new PublicKey(reserve.collateralSupplyVault),
        toPublicKey(COLLATERAL_TOKEN_PROGRAM),
        {
          mint: reserve.collateralMint,
          owner: authority,
          amount: amounts.collateralSupply,
        },
      );
      report.reserveVaults += 3;
    }
  }
  const obligations: WrittenObligation[] = [];
  for (const wallet of world.wallets) {
    writeProgramAccount(
      context,
      wallet.userMetadata,
      toPublicKey(KLEND_PROGRAM_ID),
      encodeUserMetadata(userMetadataData(wallet.publicKey)),
    );
    report.userMetadata += 1;
    for (const obligation of wallet.obligations) {
      const market = world.markets.find((m) => m.address === obligation.marketAddress);
      if (market === undefined) throw new Error(`No market ${obligation.marketAddress}`);
      const data = obligationData(market, obligation, at);
      writeProgramAccount(
        context,
        obligation.address,
        toPublicKey(KLEND_PROGRAM_ID),
        encodeObligation(data),
      );
      obligations.push({ world: obligation, data });
      report.obligations += 1;
    }
  }
  return { report, obligations };
}
