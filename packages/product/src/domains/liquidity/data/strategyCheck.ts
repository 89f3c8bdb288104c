import {
  type Address,
  associatedTokenAddress,
  createAddress,
  NATIVE_MINT,
  sameAddress,
  TOKEN_PROGRAM_ID,
} from '@keel/chain-readers';
import { formatTokenAmount, lamportsToAmount, MathDecimal } from '@keel/core-math';
import { type StrategyWriteState, tokensForShares } from '@keel/liquidity-programs';
import type { CheckedFigure, SimulatedAccount, SimulationCheck } from '@keel/wallet-connect';
import type Decimal from 'decimal.js';
import { movedOf, verdictOf } from '../../../actions/movementCheck';
import { depositShares } from './writes/writePlans';

/** A strategy write as the form sent it, with the symbols its figures are named by. */
export type StrategyCheckInput = {
  state: StrategyWriteState;
  wallet: string;
  /** The wallet's token accounts before (base58): the accounts the write creates are not. */
  accounts: readonly string[];
  symbols: { a: string; b: string };
} & ({ kind: 'deposit'; amountA: bigint; amountB: bigint } | { kind: 'withdraw'; shares: bigint });

interface Side {
  mint: Address;
  program: Address;
  decimals: number;
  symbol: string;
}

function sidesOf(input: StrategyCheckInput): [Side, Side] {
  const { strategy, holdings } = input.state;
  return [
    {
      mint: strategy.tokenAMint,
      program: strategy.tokenATokenProgram,
      decimals: holdings.decimalsA,
      symbol: input.symbols.a,
    },
    {
      mint: strategy.tokenBMint,
      program: strategy.tokenBTokenProgram,
      decimals: holdings.decimalsB,
      symbol: input.symbols.b,
    },
  ];
}

/** `amount` raw units scaled by `factor`, rounded toward `rounding`. */
function scaled(amount: bigint, factor: Decimal, rounding: Decimal.Rounding): bigint {
  return BigInt(
    new MathDecimal(amount.toString()).times(factor).toDecimalPlaces(0, rounding).toFixed(0),
  );
}

/**
 * The wallet's token accounts the write creates (not held before, there after): their rent
 * leaves the wallet's SOL, so a SOL side's movement counts it beside the tokens.
 */
function rentOfCreated(
  created: readonly Address[],
  postState: ReadonlyMap<string, SimulatedAccount | null>,
): bigint {
  return created.reduce(
    (sum, address) => sum + BigInt(postState.get(address.toBase58())?.lamports ?? 0),
    0n,
  );
}

/**
 * A strategy deposit's or withdrawal's preview checked against its transaction's simulation,
 * within the user's slippage (a fraction: 0.005 for 0.5 %): the shares minted or burnt and the
 * tokens of A and B sent or received are what the simulation moves in and out of the wallet,
 * compared with the form's figures (`depositShares`, `tokensForShares` of the holdings it read).
 * A deposit never takes more of a token than it offers, nor less than the slippage allows.
 */
export function strategyCheck(input: StrategyCheckInput, slippage: Decimal): SimulationCheck {
  const owner = createAddress(input.wallet);
  const { strategy, holdings } = input.state;
  const sides = sidesOf(input);
  const sharesMint = strategy.sharesMint.toBase58();
  const held = new Set(input.accounts);
  const ataOf = (mint: Address, program: Address) =>
    associatedTokenAddress(owner, mint, program).address;
  // A wrapped SOL account is opened and closed in the same write: no rent of it stays behind.
  const created = [
    ataOf(strategy.sharesMint, TOKEN_PROGRAM_ID),
    ...sides
      .filter((side) => !sameAddress(side.mint, NATIVE_MINT))
      .map((side) => ataOf(side.mint, side.program)),
  ].filter((address) => !held.has(address.toBase58()));
  const low = new MathDecimal(1).minus(slippage);
  const high = new MathDecimal(1).plus(slippage);
  // One raw unit either side for the rounding of a ratio; `most` caps it (what a deposit offers).
  const agrees = (
    preview: bigint,
    simulated: bigint,
    most = scaled(preview, high, MathDecimal.ROUND_DOWN) + 1n,
  ) => simulated >= scaled(preview, low, MathDecimal.ROUND_UP) - 1n && simulated <= most;
  const sharesText = (raw: bigint) =>
    formatTokenAmount(lamportsToAmount(raw > 0n ? raw : 0n, holdings.sharesDecimals), {
      decimals: 6,
    });
  const tokenText = (side: Side, raw: bigint) =>
    formatTokenAmount(lamportsToAmount(raw > 0n ? raw : 0n, side.decimals), {
      symbol: side.symbol,
    });
  const tokenFigure = (
    side: Side,
    label: string,
    preview: bigint,
    simulated: bigint,
    most?: bigint,
  ): CheckedFigure => ({
    label: `${side.symbol} ${label}`,
    preview: tokenText(side, preview),
    simulated: tokenText(side, simulated),
    agrees: agrees(preview, simulated, most),
  });
  return {
    accounts: created,
    verify(postState, wallet) {
      const rent = rentOfCreated(created, postState);
      // What the wallet sends (positive) or receives of a side, its created accounts' rent aside.
      const sent = (side: Side) => {
        const moved = movedOf(wallet, side.mint.toBase58());
        return -(sameAddress(side.mint, NATIVE_MINT) ? moved + rent : moved);
      };
      const sharesMoved = movedOf(wallet, sharesMint);
      if (input.kind === 'deposit') {
        const offered = [input.amountA, input.amountB];
        const shares = depositShares(holdings, input.amountA, input.amountB);
        return verdictOf([
          {
            label: 'Shares',
            preview: sharesText(shares),
            simulated: sharesText(sharesMoved),
            agrees: agrees(shares, sharesMoved),
          },
          ...sides.map((side, index) => {
            const most = offered[index] ?? 0n;
            return tokenFigure(side, 'deposited', most, sent(side), most);
          }),
        ]);
      }
      const tokens = tokensForShares(input.shares, holdings);
      return verdictOf([
        {
          label: 'Shares withdrawn',
          preview: sharesText(input.shares),
          simulated: sharesText(-sharesMoved),
          agrees: -sharesMoved === input.shares,
        },
        ...sides.map((side, index) =>
          tokenFigure(side, 'received', index === 0 ? tokens.a : tokens.b, -sent(side)),
        ),
      ]);
    },
  };
}
