import { type LendingMarketState, toPublicKey } from '@keel/chain-readers';
import { MathDecimal } from '@keel/core-math';
import type { LendingActionData, SetupState } from '../actionData';
import { obligationView } from '../obligationView';
import { reserveView } from '../reserveView';
import { actionAddresses } from '../writeAddresses';
import { type ObligationFixtureInput, obligationFixture } from './obligationFixture';
import { reserveFixture, testKey } from './reserveFixture';
import { marketFixture } from './seedLending';

/** A market of SOL ($100) and USDC ($1), and a wallet with 10 SOL supplied, 600.000033 USDC owed. */
export const OWNER = testKey(500);
export const market = testKey(60);
export const sol = reserveFixture({
  address: testKey(61),
  market,
  symbol: 'SOL',
  decimals: 9,
  available: '100',
  borrowed: '0',
  price: '100',
});
/** A stablecoin: the form offers 2 decimals of a debt held to 6. */
export const usdc = reserveFixture({
  address: testKey(62),
  market,
  symbol: 'USDC',
  decimals: 6,
  available: '10000',
  borrowed: '5000',
  price: '1',
});
export const state: LendingMarketState = {
  market: marketFixture(market, 'Main'),
  reserves: [sol, usdc],
};
export const views = state.reserves.map((r) =>
  reserveView(r, { slotDurationMs: 400, nowSeconds: 0 }),
);
export const positionInput: ObligationFixtureInput = {
  address: testKey(63),
  market,
  owner: OWNER,
  deposits: [{ reserve: toPublicKey(sol.address), cTokens: 10_000_000_000n }],
  borrows: [{ reserve: toPublicKey(usdc.address), lamports: '600000033' }],
};
const account = obligationFixture(positionInput);
export const everything: SetupState = {
  obligation: true,
  userMetadata: true,
  tokenAccount: true,
  collateralFarmState: true,
  debtFarmState: true,
};

/** What a lending form has loaded for `reserve`, with `walletBalance` whole tokens held. */
export function actionDataFixture(
  reserve: typeof sol,
  walletBalance: string,
  setup: SetupState = everything,
): LendingActionData {
  return {
    wallet: OWNER.toBase58(),
    lookupTable: undefined,
    market: state,
    reserve,
    view: views[reserve === sol ? 0 : 1]!,
    views,
    obligation: obligationView(account, state, views),
    obligationAccount: account,
    walletBalance: new MathDecimal(walletBalance),
    addresses: actionAddresses(OWNER.toBase58(), market.toBase58(), reserve),
    setup,
  };
}
