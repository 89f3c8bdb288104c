import {
  type Address,
  createAddress,
  decodeObligation,
  decodeReserve,
  type LendingMarketState,
  NATIVE_MINT,
  OBLIGATION_SIZE,
  type Reserve,
  sameAddress,
} from '@keel/chain-readers';
import {
  type Decimal,
  formatLeverage,
  formatPercent,
  formatTokenAmount,
  type LoopReviewChange,
  lamportsToAmount,
  loopReview,
  MathDecimal,
} from '@keel/core-math';
import type {
  CheckedFigure,
  SimulatedAccount,
  SimulatedWallet,
  SimulationCheck,
} from '@keel/wallet-connect';
import { movedOf, verdictOf } from '../../../actions/movementCheck';
import { LENDING_CHECK_TOLERANCE } from '../../lending/data/lendingCheck';
import { obligationView } from '../../lending/data/obligationView';
import { reserveView } from '../../lending/data/reserveView';
import {
  NO_POSITION,
  type PairPosition,
  type PositionSnapshot,
  positionSnapshot,
  type SnapshotPair,
} from './vault/positionSnapshot';
import type { LoopChange } from './writes/leverageLoopRequests';

/** What a loop's form previewed: the pair as it valued it, the position before and after. */
export interface LoopPreview {
  pair: SnapshotPair;
  before: PairPosition;
  after: PairPosition;
}

export interface LoopCheckInput {
  preview: LoopPreview;
  change: LoopChange;
  /** The market as read (its elevation groups value the obligation, its reserves hold it). */
  market: LendingMarketState;
  collateral: Reserve;
  debt: Reserve;
  obligation: Address;
  /** The user's slippage, percent: what the loop's swap may move. */
  slippagePct: Decimal;
}

/**
 * What a closed obligation hands back to its owner: its rent-exempt balance (Solana's
 * 3,480 lamports per byte-year for two years, on the account and its 128-byte header). With SOL
 * collateral it arrives with the collateral and is no part of what the review said.
 */
const OBLIGATION_RENT_LAMPORTS = BigInt((OBLIGATION_SIZE + 128) * 3_480 * 2);

/** What the review dialog shows of the loop, from the change the form asked for. */
function reviewChangeOf(change: LoopChange): LoopReviewChange {
  if (change.kind === 'increase')
    return { kind: 'increase', flashCollateral: change.flashCollateral };
  if (change.kind === 'close') return { kind: 'close' };
  return { kind: 'decrease', repayDebt: change.repayDebt, withdraw: change.ownCollateral ?? 0 };
}

/** A figure within `tolerance` (absolute, in its own unit) of the preview. */
function within(preview: Decimal, simulated: Decimal, tolerance: Decimal): boolean {
  return simulated.minus(preview).abs().lte(tolerance);
}

function accountBytes(account: SimulatedAccount) {
  return { owner: createAddress(account.owner), data: account.data };
}

/**
 * How far each amount may land from the preview: interest to the landing slot on every amount
 * (lending's tolerance), and on the side the loop's swap sells, the slippage twice over the
 * amount sold — the quote may sit the slippage away from the preview's price, and the loop
 * borrows (up) or withdraws (down) the quote's maximum in, a slippage above the quote. A close
 * repays and withdraws everything: nothing may remain, whatever the swap did.
 */
function amountTolerances(input: LoopCheckInput) {
  const { preview, slippagePct } = input;
  const { collateral, debt } = preview.pair;
  const ratio = collateral.price.div(debt.price);
  const review = loopReview({
    deposited: preview.before.deposited,
    borrowed: preview.before.borrowed,
    priceCollToDebt: ratio,
    collateralPrice: collateral.price,
    collateralFlashLoanFee: collateral.flashLoanFee ?? 0,
    debtFlashLoanFee: debt.flashLoanFee ?? 0,
    slippagePct,
    change: reviewChangeOf(input.change),
  });
  const sellsCollateral = review.swap.sells === 'collateral';
  const sold = sellsCollateral ? review.swap.buys.div(ratio) : review.swap.buys.times(ratio);
  const swapped = sold.times(slippagePct).div(100).times(2);
  const interest = (amount: Decimal) => amount.abs().times(LENDING_CHECK_TOLERANCE.amount);
  const positionSwap = input.change.kind === 'close' ? new MathDecimal(0) : swapped;
  return {
    review,
    collateral: interest(preview.after.deposited).plus(sellsCollateral ? positionSwap : 0),
    debt: interest(preview.after.borrowed).plus(sellsCollateral ? 0 : positionSwap),
    received: interest(review.received).plus(sellsCollateral ? swapped : 0),
  };
}

/** The position's LTV and leverage at the edges of the amounts' tolerances (preview prices). */
function riskBounds(pair: SnapshotPair, after: PairPosition, collateral: Decimal, debt: Decimal) {
  const low = positionSnapshot(pair, {
    deposited: after.deposited.plus(collateral),
    borrowed: MathDecimal.max(0, after.borrowed.minus(debt)),
  });
  const high = positionSnapshot(pair, {
    deposited: MathDecimal.max(0, after.deposited.minus(collateral)),
    borrowed: after.borrowed.plus(debt),
  });
  return { low, high };
}

function between(value: Decimal | undefined, low: Decimal | undefined, high: Decimal | undefined) {
  if (value === undefined || low === undefined) return false;
  return value.gte(low) && (high === undefined || value.lte(high));
}

/**
 * A multiply or leverage loop's preview checked against its transaction's simulation: the
 * obligation and the pair's reserves after the loop are read from the simulated post-state,
 * valued as the Manage panel values a position (obligationView, then positionSnapshot at the
 * simulated reserves' prices), and compared with the form's after — collateral, debt, LTV and
 * leverage — and, when the loop pays out (withdraw, close), with what the review said reaches the
 * wallet, from the simulated token movements. A close expects no position left: the program
 * closes the emptied obligation.
 */
export function multiplyLoopCheck(input: LoopCheckInput): SimulationCheck {
  const { preview, market } = input;
  const { pair, after } = preview;
  const obligationKey = input.obligation.toBase58();
  const pairReserves = [input.collateral, input.debt];
  const tolerance = amountTolerances(input);
  const symbols = { collateral: pair.collateral.symbol, debt: pair.debt.symbol };
  const token = (amount: Decimal, symbol: string) => formatTokenAmount(amount, { symbol });
  const closes = after.deposited.isZero() && after.borrowed.isZero();
  const collateralMint = input.collateral.liquidity.mintPubkey;
  const paysOut = input.change.kind !== 'increase';

  /** The position the simulation leaves, valued as the preview values one. */
  const simulatedPosition = (postState: ReadonlyMap<string, SimulatedAccount | null>) => {
    const account = postState.get(obligationKey);
    if (!account) return closes ? { position: NO_POSITION, pair } : undefined;
    const reserves = market.reserves.map((reserve) => {
      const post = postState.get(reserve.address.toBase58());
      return post ? decodeReserve(reserve.address, accountBytes(post)) : reserve;
    });
    const nowSeconds = Math.floor(Date.now() / 1000);
    const views = reserves.map((reserve) =>
      reserveView(reserve, { slotDurationMs: 400, nowSeconds }),
    );
    const view = obligationView(
      decodeObligation(input.obligation, accountBytes(account)),
      { market: market.market, reserves },
      views,
    );
    const priceOf = (address: string, fallback: Decimal) =>
      views.find((v) => v.address === address)?.price ?? fallback;
    const position: PairPosition = {
      deposited:
        view.deposits.find((d) => d.reserve === pair.collateral.address)?.amount ??
        NO_POSITION.deposited,
      borrowed:
        view.borrows.find((b) => b.reserve === pair.debt.address)?.amount ?? NO_POSITION.borrowed,
    };
    return {
      position,
      pair: {
        ...pair,
        collateral: {
          ...pair.collateral,
          price: priceOf(pair.collateral.address, pair.collateral.price),
        },
        debt: { ...pair.debt, price: priceOf(pair.debt.address, pair.debt.price) },
      },
    };
  };

  /** Collateral tokens the wallet gained, the closed obligation's rent set apart. */
  const receivedOf = (wallet: SimulatedWallet | undefined, obligationGone: boolean) => {
    const moved = movedOf(wallet, collateralMint.toBase58());
    const rent =
      obligationGone && sameAddress(collateralMint, NATIVE_MINT) ? OBLIGATION_RENT_LAMPORTS : 0n;
    return lamportsToAmount(moved - rent, input.collateral.liquidity.mintDecimals);
  };

  const riskFigures = (simulated: PositionSnapshot): CheckedFigure[] => {
    if (closes) return [];
    const expected = positionSnapshot(pair, after);
    const { low, high } = riskBounds(pair, after, tolerance.collateral, tolerance.debt);
    const ltvSlack = LENDING_CHECK_TOLERANCE.ltv;
    // A difference the preview's own format cannot show is no disagreement.
    const figure = (label: string, preview: string, shown: string, inBounds: boolean) => ({
      label,
      preview,
      simulated: shown,
      agrees: inBounds || preview === shown,
    });
    return [
      figure(
        'LTV',
        formatPercent(expected.ltv),
        formatPercent(simulated.ltv),
        between(simulated.ltv, low.ltv.minus(ltvSlack), high.ltv.plus(ltvSlack)),
      ),
      figure(
        'Leverage',
        formatLeverage(expected.leverage),
        formatLeverage(simulated.leverage),
        between(simulated.leverage, low.leverage, high.leverage),
      ),
    ];
  };

  return {
    accounts: [input.obligation, ...pairReserves.map((reserve) => reserve.address)],
    verify(postState, wallet) {
      const simulated = simulatedPosition(postState);
      if (!simulated) {
        return { figures: [], disagreement: 'The simulation left no position to check' };
      }
      const { position } = simulated;
      const figures: CheckedFigure[] = [
        {
          label: `${symbols.collateral} collateral`,
          preview: token(after.deposited, symbols.collateral),
          simulated: token(position.deposited, symbols.collateral),
          agrees: within(after.deposited, position.deposited, tolerance.collateral),
        },
        {
          label: `${symbols.debt} debt`,
          preview: token(after.borrowed, symbols.debt),
          simulated: token(position.borrowed, symbols.debt),
          agrees: within(after.borrowed, position.borrowed, tolerance.debt),
        },
        ...riskFigures(positionSnapshot(simulated.pair, position)),
      ];
      if (paysOut) {
        const received = receivedOf(wallet, !postState.get(obligationKey));
        figures.push({
          label: `${symbols.collateral} received`,
          preview: token(tolerance.review.received, symbols.collateral),
          simulated: token(received, symbols.collateral),
          agrees: within(tolerance.review.received, received, tolerance.received),
        });
      }
      return verdictOf(figures);
    },
  };
}
