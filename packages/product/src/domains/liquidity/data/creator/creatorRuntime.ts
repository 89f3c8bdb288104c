/**
 * What the DIY creator needs from web3.js and the strategy program's writer, behind one dynamic
 * import: the pools to pick from, the creation's transactions (with the new keypairs that sign
 * them) and the edit's.
 */
import { createApiQueries } from '@keel/api-client';
import {
  type Address,
  createAddress,
  DEFAULT_ADDRESS,
  type TokenAccount,
  WHIRLPOOL_STRATEGY_SIZE,
  type WhirlpoolStrategy,
} from '@keel/chain-readers';
import {
  type CreatorPoolOption,
  configNumberValue,
  createStrategyInstructionGroups,
  creatorPoolsQueryOptions,
  liquidityWriteKeys,
  plannedStrategy,
  type RebalanceParams,
  rebalanceParamsValue,
  registerLiquidityProgramErrors,
  updateStrategyConfigInstruction,
  walletStrategiesQueryOptions,
} from '@keel/liquidity-programs';
import { programErrorRegistry, type TransactionRequest } from '@keel/wallet-connect';
import { Keypair } from '@solana/web3.js';
import { DEPENDENT_ACTION_UNITS } from '../../../../actions/setupRequests';
import { type LiquidityWriteChain, liquidityWritesRuntime } from '../writes/writesRuntime';

/** What the creation reads the strategy account's rent from. */
export interface RentSource {
  getMinimumBalanceForRentExemption(size: number): Promise<number>;
}

let errorsRegistered = false;
function registerErrors(): void {
  if (errorsRegistered) return;
  registerLiquidityProgramErrors(programErrorRegistry);
  errorsRegistered = true;
}

function toKeys(addresses: readonly string[]): Address[] {
  return addresses.flatMap((address) => {
    try {
      return [createAddress(address)];
    } catch {
      return [];
    }
  });
}

/** Every transaction after the first depends on it: not simulated, a fixed compute limit. */
const dependent = (request: TransactionRequest): TransactionRequest => ({
  ...request,
  computeUnitLimit: request.computeUnitLimit ?? DEPENDENT_ACTION_UNITS,
});

export interface CreationInput {
  option: CreatorPoolOption;
  wallet: string;
  /** The wallet's token accounts (base58), so the deposit creates none twice. */
  accounts: readonly string[];
  tickLower: number;
  tickUpper: number;
  params: RebalanceParams;
  rebalanceType: number;
  deposit: { a: bigint; b: bigint };
  symbols: { a: string; b: string };
}

export interface CreationPlan {
  /** The new strategy's address (its page once the run lands). */
  strategy: string;
  requests: (rent: RentSource) => Promise<TransactionRequest[]>;
}

/** The strategy an option's pool would give (the wallet's token accounts of its two tokens). */
function previewStrategy(option: CreatorPoolOption, wallet: string): WhirlpoolStrategy {
  return plannedStrategy({
    ...option.context,
    admin: createAddress(wallet),
    strategy: DEFAULT_ADDRESS,
    pool: option.pool,
    positionMint: DEFAULT_ADDRESS,
    tickLower: 0,
    tickUpper: option.pool.tickSpacing,
    decimalsA: option.decimalsA,
    decimalsB: option.decimalsB,
    rebalanceType: 0,
    rebalanceParams: new Uint8Array(128),
  });
}

export const creatorRuntime = {
  createApiQueries,
  writeKeys: liquidityWriteKeys,
  /** The pools existing strategies are on; undefined until the list is known. */
  poolsQuery(chain: LiquidityWriteChain, strategies: readonly string[] | undefined) {
    if (strategies === undefined) return undefined;
    return creatorPoolsQueryOptions(chain, toKeys(strategies));
  },
  /** A strategy's account and holdings (the edit form); undefined for a malformed address. */
  strategyQuery: liquidityWritesRuntime.writeStateQuery,
  /** The DIY strategies the wallet administers, from the chain. */
  walletStrategiesQuery(chain: LiquidityWriteChain, wallet: string | undefined) {
    const [owner] = toKeys(wallet ? [wallet] : []);
    return owner ? walletStrategiesQueryOptions(chain, owner) : undefined;
  },
  walletTokensQuery: liquidityWritesRuntime.walletTokensQuery,
  nativeBalanceQuery: liquidityWritesRuntime.nativeBalanceQuery,
  /** The raw units of the pool's tokens the wallet holds (a SOL side: native SOL too). */
  walletAmounts(
    option: CreatorPoolOption,
    wallet: string,
    accounts: readonly TokenAccount[],
    nativeLamports: bigint,
  ) {
    const strategy = previewStrategy(option, wallet);
    return liquidityWritesRuntime.walletAmounts(
      {
        strategy,
        holdings: {
          totalA: 0n,
          totalB: 0n,
          decimalsA: option.decimalsA,
          decimalsB: option.decimalsB,
          sharesIssued: 0n,
          sharesDecimals: strategy.sharesMintDecimals,
        },
        tokenInfos: option.context.tokenInfos,
        scopePricesA: option.context.scopePricesA,
        scopePricesB: option.context.scopePricesB,
      },
      accounts,
      wallet,
      nativeLamports,
    );
  },
  /**
   * The creation, in order: the account and initialize_strategy (the strategy keypair signs),
   * its settings, the position over the range (the position mint signs), then the first deposit
   * with its invest when amounts are given — one run of the pipeline.
   */
  creation(input: CreationInput): CreationPlan {
    registerErrors();
    const strategy = Keypair.generate();
    const positionMint = Keypair.generate();
    const admin = createAddress(input.wallet);
    const rebalanceParams = rebalanceParamsValue(input.params);
    const pair = `${input.symbols.a}-${input.symbols.b}`;
    const common = {
      ...input.option.context,
      admin,
      strategy: strategy.publicKey,
      pool: input.option.pool,
      positionMint: positionMint.publicKey,
      tickLower: input.tickLower,
      tickUpper: input.tickUpper,
      rebalanceType: input.rebalanceType,
      rebalanceParams,
    };
    return {
      strategy: strategy.publicKey.toBase58(),
      requests: async (rent) => {
        const rentLamports = await rent.getMinimumBalanceForRentExemption(WHIRLPOOL_STRATEGY_SIZE);
        const groups = createStrategyInstructionGroups({ ...common, rentLamports });
        const requests: TransactionRequest[] = [
          { label: `Create ${pair} strategy`, instructions: groups.create, signers: [strategy] },
          dependent({ label: `Configure ${pair} strategy`, instructions: groups.configure }),
          dependent({
            label: `Open ${pair} position`,
            instructions: groups.open,
            signers: [positionMint],
          }),
        ];
        if (input.deposit.a > 0n || input.deposit.b > 0n) {
          const planned = plannedStrategy({
            ...common,
            decimalsA: input.option.decimalsA,
            decimalsB: input.option.decimalsB,
          });
          const deposit = liquidityWritesRuntime.depositRequests({
            state: {
              strategy: planned,
              holdings: {
                totalA: 0n,
                totalB: 0n,
                decimalsA: input.option.decimalsA,
                decimalsB: input.option.decimalsB,
                sharesIssued: 0n,
                sharesDecimals: planned.sharesMintDecimals,
              },
              tokenInfos: input.option.context.tokenInfos,
              scopePricesA: input.option.context.scopePricesA,
              scopePricesB: input.option.context.scopePricesB,
            },
            wallet: input.wallet,
            accounts: input.accounts,
            amountA: input.deposit.a,
            amountB: input.deposit.b,
            label: `Deposit ${pair}`,
          });
          requests.push(...deposit.map(dependent));
        }
        return requests;
      },
    };
  },
  /** The edit: the rebalance type, then its parameters (the program reads them by type). */
  editRequests(input: {
    strategy: WhirlpoolStrategy;
    wallet: string;
    rebalanceType: number;
    params: RebalanceParams;
    label: string;
  }): TransactionRequest[] {
    registerErrors();
    const base = {
      admin: createAddress(input.wallet),
      strategy: input.strategy.address,
      globalConfig: input.strategy.globalConfig,
    };
    return [
      {
        label: input.label,
        instructions: [
          updateStrategyConfigInstruction({
            ...base,
            mode: 'UpdateRebalanceType',
            value: configNumberValue(input.rebalanceType),
          }),
          updateStrategyConfigInstruction({
            ...base,
            mode: 'UpdateRebalanceParams',
            value: rebalanceParamsValue(input.params),
          }),
        ],
      },
    ];
  },
};

export type CreatorRuntime = typeof creatorRuntime;
