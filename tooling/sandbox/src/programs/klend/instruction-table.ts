/**
 * klend's instructions as its published IDL (kamino_lending 1.13.0) lists them: the Anchor
 * discriminator (sha256("global:<snake_case_name>")[0..8]) and the Borsh arguments, in IDL order.
 * Written from the IDL; instructions.conformance.test.ts compares it with the IDL file.
 */
export const KLEND_INSTRUCTIONS = {
  initLendingMarket: {
    discriminator: '22a2740e65895eef',
    args: [{ name: 'quoteCurrency', type: { array: ['u8', 32] } }],
  },
  updateLendingMarket: {
    discriminator: 'd19d35d261b41f2d',
    args: [
      { name: 'mode', type: 'u64' },
      { name: 'value', type: { array: ['u8', 72] } },
    ],
  },
  updateLendingMarketOwner: { discriminator: '76e00a3ec4e6b859', args: [] },
  initReserve: { discriminator: '8af547e19904032b', args: [] },
  initFarmsForReserve: { discriminator: 'da063ee90121e852', args: [{ name: 'mode', type: 'u8' }] },
  updateReserveConfig: {
    discriminator: '3d9464468f6b110d',
    args: [
      { name: 'mode', type: { defined: 'UpdateConfigMode' } },
      { name: 'value', type: 'bytes' },
      { name: 'skipConfigIntegrityValidation', type: 'bool' },
    ],
  },
  redeemFees: { discriminator: 'd727b429ad2ef8dc', args: [] },
  withdrawProtocolFee: {
    discriminator: '9ec99ebd215da267',
    args: [{ name: 'amount', type: 'u64' }],
  },
  seedDepositOnInitReserve: { discriminator: 'fec5e476b7ce3ee2', args: [] },
  socializeLoss: {
    discriminator: 'f54b5b00ec611303',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  socializeLossV2: {
    discriminator: 'ee5f62dcbb28cc9a',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  markObligationForDeleveraging: {
    discriminator: 'a423b6130074f37f',
    args: [{ name: 'autodeleverageTargetLtvPct', type: 'u8' }],
  },
  refreshReserve: { discriminator: '02da8aeb4fc91966', args: [] },
  refreshReservesBatch: {
    discriminator: '906e1a67a2ccfc93',
    args: [{ name: 'skipPriceUpdates', type: 'bool' }],
  },
  depositReserveLiquidity: {
    discriminator: 'a9c91e7e06cd6644',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  redeemReserveCollateral: {
    discriminator: 'ea75b57db98edc1d',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  initObligation: {
    discriminator: 'fb0ae74c1b0b9f60',
    args: [{ name: 'args', type: { defined: 'InitObligationArgs' } }],
  },
  initObligationFarmsForReserve: {
    discriminator: '883f0fbad398a8a4',
    args: [{ name: 'mode', type: 'u8' }],
  },
  refreshObligationFarmsForReserve: {
    discriminator: '8c90fd150a4af803',
    args: [{ name: 'mode', type: 'u8' }],
  },
  refreshObligation: { discriminator: '218493e497c04859', args: [] },
  depositObligationCollateral: {
    discriminator: '6cd1044815167685',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  depositObligationCollateralV2: {
    discriminator: '8991975ea7710491',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  withdrawObligationCollateral: {
    discriminator: '2574cd67f3c05cc6',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  withdrawObligationCollateralV2: {
    discriminator: 'caf97572e7c02f8a',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  borrowObligationLiquidity: {
    discriminator: '797f12cc49f5e141',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  borrowObligationLiquidityV2: {
    discriminator: 'a1808ff5abc7c206',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  repayObligationLiquidity: {
    discriminator: '91b20de14cf09348',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  repayObligationLiquidityV2: {
    discriminator: '74aed54cb435d290',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  repayAndWithdrawAndRedeem: {
    discriminator: '0236980394606dda',
    args: [
      { name: 'repayAmount', type: 'u64' },
      { name: 'withdrawCollateralAmount', type: 'u64' },
    ],
  },
  depositAndWithdraw: {
    discriminator: '8d99270f403d5854',
    args: [
      { name: 'liquidityAmount', type: 'u64' },
      { name: 'withdrawCollateralAmount', type: 'u64' },
    ],
  },
  depositReserveLiquidityAndObligationCollateral: {
    discriminator: '81c70402de271a2e',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  depositReserveLiquidityAndObligationCollateralV2: {
    discriminator: 'd8e0bf1bcc9766af',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  withdrawObligationCollateralAndRedeemReserveCollateral: {
    discriminator: '4b5d5ddc2296dac4',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  withdrawObligationCollateralAndRedeemReserveCollateralV2: {
    discriminator: 'eb34779895c51407',
    args: [{ name: 'collateralAmount', type: 'u64' }],
  },
  liquidateObligationAndRedeemReserveCollateral: {
    discriminator: 'b1479abce2854a37',
    args: [
      { name: 'liquidityAmount', type: 'u64' },
      { name: 'minAcceptableReceivedLiquidityAmount', type: 'u64' },
      { name: 'maxAllowedLtvOverridePercent', type: 'u64' },
    ],
  },
  liquidateObligationAndRedeemReserveCollateralV2: {
    discriminator: 'a2a1238f1ebbb967',
    args: [
      { name: 'liquidityAmount', type: 'u64' },
      { name: 'minAcceptableReceivedLiquidityAmount', type: 'u64' },
      { name: 'maxAllowedLtvOverridePercent', type: 'u64' },
    ],
  },
  flashRepayReserveLiquidity: {
    discriminator: 'b97500cb60f5b4ba',
    args: [
      { name: 'liquidityAmount', type: 'u64' },
      { name: 'borrowInstructionIndex', type: 'u8' },
    ],
  },
  flashBorrowReserveLiquidity: {
    discriminator: '87e734a70734d4c1',
    args: [{ name: 'liquidityAmount', type: 'u64' }],
  },
  requestElevationGroup: {
    discriminator: '2477fb8122f00793',
    args: [{ name: 'elevationGroup', type: 'u8' }],
  },
  initReferrerTokenState: { discriminator: '742d42943a0dda73', args: [] },
  initUserMetadata: {
    discriminator: '75a9b045c5170fa2',
    args: [{ name: 'userLookupTable', type: 'publicKey' }],
  },
  withdrawReferrerFees: { discriminator: 'ab7679c9e98c17e4', args: [] },
  initReferrerStateAndShortUrl: {
    discriminator: 'a513197f64371f5a',
    args: [{ name: 'shortUrl', type: 'string' }],
  },
  deleteReferrerStateAndShortUrl: { discriminator: '99b9631ce4b3bb96', args: [] },
  setObligationOrder: {
    discriminator: '5101639cd3534e2e',
    args: [
      { name: 'index', type: 'u8' },
      { name: 'order', type: { defined: 'ObligationOrder' } },
    ],
  },
  setBorrowOrder: {
    discriminator: 'b1ba2d3deb5b448b',
    args: [
      { name: 'orderConfig', type: { defined: 'BorrowOrderConfigArgs' } },
      { name: 'minExpectedCurrentRemainingDebtAmount', type: 'u64' },
    ],
  },
  fillBorrowOrder: { discriminator: '6604a74c83aa5d13', args: [] },
  initGlobalConfig: { discriminator: '8c88d630570078ff', args: [] },
  updateGlobalConfig: {
    discriminator: 'a45482bd6f3afac8',
    args: [
      { name: 'mode', type: { defined: 'UpdateGlobalConfigMode' } },
      { name: 'value', type: 'bytes' },
    ],
  },
  updateGlobalConfigAdmin: { discriminator: 'b85717c19ceeaf77', args: [] },
  idlMissingTypes: {
    discriminator: '8250269950d4b6fd',
    args: [
      { name: 'reserveFarmKind', type: { defined: 'ReserveFarmKind' } },
      { name: 'feeCalculation', type: { defined: 'FeeCalculation' } },
      { name: 'reserveStatus', type: { defined: 'ReserveStatus' } },
      { name: 'updateConfigMode', type: { defined: 'UpdateConfigMode' } },
      {
        name: 'updateLendingMarketConfigValue',
        type: { defined: 'UpdateLendingMarketConfigValue' },
      },
      { name: 'updateLendingMarketConfigMode', type: { defined: 'UpdateLendingMarketMode' } },
    ],
  },
} as const;

export type KlendInstructionName = keyof typeof KLEND_INSTRUCTIONS;
