import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BorshAccountsCoder, type Idl } from '@coral-xyz/anchor-029';
import { referencePath } from '@keel/config/reference';
import { MathDecimal } from '@keel/core-math';
import { bench, describe } from 'vitest';
import { decodeObligation, encodeObligation } from '../layouts/klend/obligation';
import { decodeReserve, encodeReserve } from '../layouts/klend/reserve';
import { KLEND_PROGRAM_ID } from '../programIds';
import { SAMPLE_ADDRESS } from '../testing/accountCatalog';
import { sampleObligation, sampleReserve } from '../testing/samples/klend';

/**
 * Decoding speed: our decoders against Anchor 0.29's BorshAccountsCoder on the same bytes
 * (the Anchor side only when the published IDLs are present). Each iteration decodes the whole
 * set: 1,000 reserves or 10,000 obligations.
 */
const RESERVES = 1_000;
const OBLIGATIONS = 10_000;

const reserves = Array.from({ length: RESERVES }, (_, i) =>
  Buffer.from(encodeReserve(sampleReserve(i + 1))),
);
const obligations = Array.from({ length: OBLIGATIONS }, (_, i) =>
  Buffer.from(encodeObligation(sampleObligation(i + 1))),
);

// What most wallets hold: two deposits, one borrow, no orders (zero fields decode faster).
const typicalObligations = Array.from({ length: OBLIGATIONS }, (_, i) => {
  const sample = sampleObligation(i + 1);
  const filler = sampleObligation(i + OBLIGATIONS + 1);
  const emptyOrder = {
    conditionThreshold: new MathDecimal(0),
    opportunityParameter: new MathDecimal(0),
    minExecutionBonusBps: 0,
    maxExecutionBonusBps: 0,
    conditionType: 0,
    opportunityType: 0,
  };
  return Buffer.from(
    encodeObligation({
      ...sample,
      deposits: [...sample.deposits, ...filler.deposits].slice(0, 2),
      borrows: [...sample.borrows, ...filler.borrows].slice(0, 1),
      obligationOrders: [emptyOrder, emptyOrder],
    }),
  );
});

const idlFolder = referencePath('chain-readers: decode bench', 'chain/idl');
const klendCoder =
  idlFolder === null
    ? null
    : new BorshAccountsCoder(
        JSON.parse(readFileSync(join(idlFolder, 'klend.json'), 'utf8')) as Idl,
      );
if (klendCoder === null) console.info('[bench] Anchor side skipped: program IDLs not found');

const options = { iterations: 10, warmupIterations: 2, time: 0, warmupTime: 0 };

describe('decode 1,000 reserves', () => {
  bench(
    'chain-readers decodeReserve',
    () => {
      for (const data of reserves) decodeReserve(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data });
    },
    options,
  );
  bench.skipIf(klendCoder === null)(
    'Anchor 0.29 BorshAccountsCoder',
    () => {
      for (const data of reserves) klendCoder?.decode('Reserve', data);
    },
    options,
  );
});

describe('decode 10,000 obligations', () => {
  bench(
    'chain-readers decodeObligation',
    () => {
      for (const data of obligations) {
        decodeObligation(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data });
      }
    },
    options,
  );
  bench.skipIf(klendCoder === null)(
    'Anchor 0.29 BorshAccountsCoder',
    () => {
      for (const data of obligations) klendCoder?.decode('Obligation', data);
    },
    options,
  );
});

describe('decode 10,000 typical obligations (2 deposits, 1 borrow, no orders)', () => {
  bench(
    'chain-readers decodeObligation',
    () => {
      for (const data of typicalObligations) {
        decodeObligation(SAMPLE_ADDRESS, { owner: KLEND_PROGRAM_ID, data });
      }
    },
    options,
  );
  bench.skipIf(klendCoder === null)(
    'Anchor 0.29 BorshAccountsCoder',
    () => {
      for (const data of typicalObligations) klendCoder?.decode('Obligation', data);
    },
    options,
  );
});
