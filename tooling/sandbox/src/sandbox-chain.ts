import { createHash } from 'node:crypto';
import type { Keypair, PublicKey } from '@solana/web3.js';
import { Ledger } from './chain/ledger';
import { RENT_EXEMPT_EPOCH } from './chain/ledger-account';
import { type ProgramBinary, scanProgramBinaries } from './chain/program-binaries';
import { type ProgramHandler, ProgramHandlerRegistry } from './chain/program-handler';
import { SlotTicker } from './chain/slot-ticker';
import {
  DEFAULT_BRAND,
  DEFAULT_PORTS,
  DEFAULT_SEED,
  DEFAULT_SLOT_MS,
  DEFAULT_START_SLOT,
} from './config/defaults';
import { type AccountOverwrite, ControlError, startControlServer } from './control/control-server';
import { TransactionHold } from './control/transaction-hold';
import { encodeBase58 } from './encoding/base58';
import { LOOPBACK_HOST } from './net/listen';
import { EMULATED_PROGRAMS } from './programs/emulated-programs';
import { takeCrossingLimitOrders } from './programs/limit-orders/limit-order-keeper';
import { type RunningServer, startRpcHttpServer } from './rpc/http-server';
import { createRpcMethods } from './rpc/methods';
import { startPubsubServer } from './rpc/pubsub-server';
import { deriveAddress } from './world/addresses';
import {
  AirdropControlError,
  allocateAirdropClaim,
  closeAirdropClaims,
  reopenAirdropClaims,
} from './world/airdrop/airdrop-controls';
import { generateWorld } from './world/generate-world';
import { OracleKeeper } from './world/oracle-keeper';
import { configureReserve, ReserveControlError } from './world/reserve-controls';
import type { SandboxWorld, WorldBrand } from './world/types';
import {
  faucetKeypair,
  SANDBOX_SIGNER_ROLES,
  type SandboxSignerRole,
  sandboxWalletKeypair,
  WALLET_LABELS,
} from './world/wallets';
import { type WorldWriteReport, writeWorld } from './world/write-world';

export interface SandboxChainOptions {
  /** Ports on 127.0.0.1; 0 picks a free port. Defaults: rpc 8899, ws 8900, control 8898. */
  ports?: { rpc?: number | undefined; ws?: number | undefined; control?: number | undefined };
  seed?: string | undefined;
  /** Folder of `<programId>.so` files loaded into the SVM at start and on every reset. */
  programsDir?: string | null | undefined;
  slotMs?: number | undefined;
  startSlot?: number | undefined;
  brand?: Partial<WorldBrand> | undefined;
  /**
   * Keep the Scope prices fresh, as the oracle cranks do on mainnet (default true). Off, prices
   * age from the moment the world is written, and the lending program's staleness rule applies.
   */
  keepOraclesFresh?: boolean | undefined;
  /** Programs emulated without a binary (see ProgramHandler); defaults to EMULATED_PROGRAMS. */
  handlers?: readonly ProgramHandler[] | undefined;
}

export interface SandboxWalletKeys {
  role: SandboxSignerRole;
  label: string;
  publicKey: string;
  /** The 64-byte secret key, as `Keypair.fromSecretKey` takes it. Sandbox-only keys. */
  secretKey: number[];
}

export interface SandboxChain {
  rpcUrl: string;
  wsUrl: string;
  controlUrl: string;
  ports: { rpc: number; ws: number; control: number };
  ledger: Ledger;
  /** The oracle crank: stop it, or move a token's price (control `POST /oracle/…`). */
  oracle: OracleKeeper;
  readonly seed: string;
  readonly world: SandboxWorld;
  readonly worldReport: WorldWriteReport;
  /** Websocket subscriptions open now: a client's subscribe has reached the server once it counts. */
  readonly subscriptions: number;
  wallet(role: SandboxSignerRole): Keypair;
  reset(seed?: string): void;
  close(): Promise<void>;
}

function walletKeys(seed: string): SandboxWalletKeys[] {
  return SANDBOX_SIGNER_ROLES.map((role) => {
    const keypair = sandboxWalletKeypair(seed, role);
    return {
      role,
      label: WALLET_LABELS[role],
      publicKey: keypair.publicKey.toBase58(),
      secretKey: [...keypair.secretKey],
    };
  });
}

function genesisHash(seed: string): string {
  return encodeBase58(createHash('sha256').update(`keel-sandbox:genesis:${seed}`).digest());
}

function serializeAccount(address: PublicKey, ledger: Ledger) {
  const account = ledger.readAccount(address);
  return {
    address: address.toBase58(),
    account:
      account === null
        ? null
        : {
            lamports: account.lamports,
            owner: account.owner.toBase58(),
            data: Buffer.from(account.data).toString('base64'),
            executable: account.executable,
            space: account.data.length,
          },
  };
}

/** Starts the sandbox chain: JSON-RPC, websocket PubSub and control endpoints on 127.0.0.1. */
export async function startSandboxChain(options: SandboxChainOptions = {}): Promise<SandboxChain> {
  let seed = options.seed ?? DEFAULT_SEED;
  const brand: WorldBrand = { ...DEFAULT_BRAND, ...options.brand };
  const slotMs = options.slotMs ?? DEFAULT_SLOT_MS;
  const scan = options.programsDir ? scanProgramBinaries(options.programsDir) : null;
  const programs: ProgramBinary[] = scan?.binaries ?? [];
  const ledger = new Ledger({
    startSlot: options.startSlot ?? DEFAULT_START_SLOT,
    slotMs,
    programs,
    handlers: new ProgramHandlerRegistry(
      options.handlers ?? EMULATED_PROGRAMS,
      programs.map((program) => program.programId),
    ),
    faucet: () => faucetKeypair(seed),
  });
  let world = generateWorld({ seed, brand });
  let report: WorldWriteReport | null = null;
  ledger.initialise((l) => {
    report = writeWorld(l, world);
  });
  const oracle = new OracleKeeper(ledger, () => world, options.keepOraclesFresh ?? true);
  ledger.setBeforeTransaction(() => oracle.crank());
  const ticker = new SlotTicker(ledger, slotMs);
  const hold = new TransactionHold();
  const servers: RunningServer[] = [];
  const urls = { rpc: '', ws: '', control: '' };

  const reset = (nextSeed?: string) => {
    if (nextSeed !== undefined && nextSeed !== seed) {
      seed = nextSeed;
      world = generateWorld({ seed, brand });
    }
    ledger.reset((l) => {
      report = writeWorld(l, world);
    });
    oracle.clear();
    hold.clear();
  };

  const status = () => ({
    seed,
    slot: ledger.slot,
    blockHeight: ledger.blockHeight,
    blockTime: ledger.blockTime(ledger.slot),
    epoch: ledger.epoch(),
    slotMs,
    rpcUrl: urls.rpc,
    wsUrl: urls.ws,
    controlUrl: urls.control,
    accountsIndexed: ledger.index.size,
    transactions: ledger.records.count,
    programs: {
      binaries: programs.map((p) => p.programId),
      skippedFiles: scan?.skipped ?? [],
      handlers: ledger.handlerPrograms,
    },
    world: report,
  });

  try {
    const rpc = await startRpcHttpServer(
      createRpcMethods({
        ledger,
        genesisHash: genesisHash(seed),
        identity: deriveAddress(seed, 'validator-identity').toBase58(),
        hold,
      }),
      options.ports?.rpc ?? DEFAULT_PORTS.rpc,
    );
    servers.push(rpc);
    const ws = await startPubsubServer(ledger, options.ports?.ws ?? DEFAULT_PORTS.ws);
    servers.push(ws);
    const control = await startControlServer(
      {
        status,
        wallets: () => ({ wallets: walletKeys(seed) }),
        world: () => world,
        reset: (nextSeed) => {
          reset(nextSeed);
          ticker.reanchor();
          return status();
        },
        advance: (slots) => {
          ledger.advanceSlots(slots);
          ticker.reanchor();
          return { slot: ledger.slot, blockTime: ledger.blockTime(ledger.slot) };
        },
        holdTransactions: (count) => hold.hold(count),
        readAccount: (address) => serializeAccount(address, ledger),
        overwriteAccount: (overwrite: AccountOverwrite) => {
          ledger.writeAccount(overwrite.address, {
            lamports: overwrite.lamports,
            owner: overwrite.owner,
            data: overwrite.data,
            executable: overwrite.executable,
            rentEpoch: RENT_EXEMPT_EPOCH,
          });
          return serializeAccount(overwrite.address, ledger);
        },
        setOraclePrice: (token, priceUsd) => {
          const found = world.tokens.find((t) => t.mint === token || t.symbol === token);
          if (found === undefined) throw new ControlError(404, `No world token ${token}`);
          try {
            oracle.setPrice(found.mint, priceUsd);
          } catch (error) {
            throw new ControlError(400, error instanceof Error ? error.message : String(error));
          }
          // The sandbox's taker fills the limit orders the new price crosses.
          const limitOrdersTaken = takeCrossingLimitOrders(ledger, faucetKeypair(seed), (mint) =>
            oracle.pricedToken(mint),
          );
          return {
            mint: found.mint,
            symbol: found.symbol,
            priceUsd,
            slot: ledger.slot,
            limitOrdersTaken,
          };
        },
        setOracleCrank: (running) => {
          oracle.running = running;
          return { running };
        },
        configureReserve: (target, change) => {
          try {
            return configureReserve(ledger, target, change);
          } catch (error) {
            if (error instanceof ReserveControlError) throw new ControlError(400, error.message);
            throw error;
          }
        },
        closeAirdrop: () => {
          try {
            return closeAirdropClaims(ledger, world.airdrop, faucetKeypair(seed));
          } catch (error) {
            if (error instanceof AirdropControlError)
              throw new ControlError(error.status, error.message);
            throw error;
          }
        },
        reopenAirdrop: () => reopenAirdropClaims(ledger, world),
        allocateAirdrop: (claimant, amount) => {
          try {
            return allocateAirdropClaim(ledger, world, claimant, amount);
          } catch (error) {
            if (error instanceof AirdropControlError)
              throw new ControlError(error.status, error.message);
            throw error;
          }
        },
        websocketStats: () => ws.stats(),
        dropWebsockets: (refuseMs) => ws.dropConnections(refuseMs),
        restoreWebsockets: () => {
          ws.restoreConnections();
          return ws.stats();
        },
      },
      options.ports?.control ?? DEFAULT_PORTS.control,
      slotMs,
    );
    servers.push(control);
    urls.rpc = `http://${LOOPBACK_HOST}:${rpc.port}`;
    urls.ws = `ws://${LOOPBACK_HOST}:${ws.port}`;
    urls.control = `http://${LOOPBACK_HOST}:${control.port}`;
    ticker.start();
    const [rpcPort, wsPort, controlPort] = [rpc.port, ws.port, control.port];
    let closed: Promise<void> | null = null;
    return {
      rpcUrl: urls.rpc,
      wsUrl: urls.ws,
      controlUrl: urls.control,
      ports: { rpc: rpcPort, ws: wsPort, control: controlPort },
      ledger,
      oracle,
      get seed() {
        return seed;
      },
      get world() {
        return world;
      },
      get worldReport() {
        if (report === null) throw new Error('The world has not been written');
        return report;
      },
      get subscriptions() {
        return ws.hub.count;
      },
      wallet: (role) => sandboxWalletKeypair(seed, role),
      reset: (nextSeed) => {
        reset(nextSeed);
        ticker.reanchor();
      },
      close: () => {
        closed ??= (async () => {
          ticker.stop();
          await Promise.all(servers.map((server) => server.close()));
        })();
        return closed;
      },
    };
  } catch (error) {
    ticker.stop();
    await Promise.allSettled(servers.map((server) => server.close()));
    throw error;
  }
}
