import type { SwapApiInstruction, SwapInstructions } from '@keel/api-client';
import {
  programErrorRegistry,
  type SimulationCheck,
  type TransactionRequest,
} from '@keel/wallet-connect';
import { PublicKey, TransactionInstruction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import { withSetup } from '../../../actions/setupRequests';
import { SWAP_PROGRAM_ERROR_COPY } from './swapErrors';

export { swapCheck } from './swapCheck';

/** One API instruction (base58 keys, base64 data) as web3.js builds it. */
export function toInstruction(instruction: SwapApiInstruction): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(instruction.programId),
    keys: instruction.accounts.map((account) => ({
      pubkey: new PublicKey(account.pubkey),
      isSigner: account.isSigner,
      isWritable: account.isWritable,
    })),
    data: base64Bytes(instruction.data),
  });
}

function base64Bytes(data: string): Buffer {
  const bytes = Buffer.from(data, 'base64');
  // Buffer skips characters that are not base64; a round trip catches a corrupt payload.
  if (bytes.toString('base64').replace(/=+$/, '') !== data.replace(/=+$/, '')) {
    throw new Error('The swap API sent instruction data that is not base64');
  }
  return bytes;
}

/**
 * The swap as the pipeline's requests: the API's set-up (the wallet's token accounts, SOL
 * wrapped), the swap, other instructions and the clean-up (SOL unwrapped), in one transaction
 * when it fits, else set-up first. The API's compute-budget instructions are left out: the
 * pipeline sizes compute units by simulation and prices them from the user's fee setting.
 */
export function swapRequests(input: {
  instructions: SwapInstructions;
  /** The wallet's address. */
  payer: string;
  label: string;
  /** The preview to check against the swap's simulation (see swapCheck). */
  check?: SimulationCheck;
}): TransactionRequest[] {
  const { instructions } = input;
  // The route's program answers in its own error codes: register their copy for it.
  programErrorRegistry.register(instructions.swapInstruction.programId, SWAP_PROGRAM_ERROR_COPY);
  const action = [
    instructions.swapInstruction,
    ...instructions.otherInstructions,
    ...(instructions.cleanupInstruction ? [instructions.cleanupInstruction] : []),
  ].map(toInstruction);
  const requests = withSetup({
    payer: new PublicKey(input.payer),
    label: input.label,
    setup: instructions.setupInstructions.map(toInstruction),
    action,
    lookupTableAddresses: instructions.addressLookupTableAddresses.map((a) => new PublicKey(a)),
  });
  const swap = requests.at(-1);
  if (swap && input.check) swap.check = input.check;
  return requests;
}
