import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { Svm, FailedTransactionMetadata } from './src/chain/svm';
import { createAssociatedTokenAccountIdempotent } from './src/test-support/spl-instructions';
import { encodeMint, MINT_SIZE, TOKEN_PROGRAM_ID } from '@keel/chain-readers';
const svm = new Svm();
const payer = Keypair.generate();
svm.setAccount(payer.publicKey, { lamports: 10_000_000_000n, owner: SystemProgram.programId, data: new Uint8Array(), executable: false, rentEpoch: 0n });
const mint = Keypair.generate().publicKey;
svm.setAccount(mint, { lamports: 10_000_000n, owner: TOKEN_PROGRAM_ID, data: encodeMint({mintAuthority: null, supply: 0n, decimals: 6, isInitialized: true, freezeAuthority: null}), executable: false, rentEpoch: 0n });
const owner = Keypair.generate().publicKey;
const ata = PublicKey.findProgramAddressSync([owner.toBuffer(), TOKEN_PROGRAM_ID.toBuffer(), mint.toBuffer()], new PublicKey('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'))[0];
const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: svm.latestBlockhash() }).add(createAssociatedTokenAccountIdempotent(payer.publicKey, ata, owner, mint, TOKEN_PROGRAM_ID));
tx.sign(payer);
const sim = svm.simulate(tx.serialize(), false);
console.log('sim failed?', sim instanceof FailedTransactionMetadata);
if (!(sim instanceof FailedTransactionMetadata)) { const m = sim.meta(); console.log('sim logs', m.logs().length); const pa = sim.postAccounts(); console.log('post', pa.length); for (const e of pa) { console.log(e.address.length); const a = e.account(); console.log(a.lamports(), a.data().length); } }
const r = svm.send(tx.serialize());
console.log('failed?', r instanceof FailedTransactionMetadata);
const meta = r instanceof FailedTransactionMetadata ? r.meta() : r;
console.log('logs', meta.logs().length);
console.log('cu', meta.computeUnitsConsumed());
const inner = meta.innerInstructions();
console.log('inner lists', inner.length, inner.map(l => l.length));
for (const l of inner) for (const ii of l) { console.log('stack', ii.stackHeight()); const ix = ii.instruction(); console.log(ix.programIdIndex(), ix.accounts(), ix.data().length); }
console.log('returnData...');
const rd = meta.returnData();
console.log('rd prog', rd.programId());
console.log('rd data', rd.data());
