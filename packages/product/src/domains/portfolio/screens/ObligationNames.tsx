import { useCallback, useEffect, useState } from 'react';
import { nameOfObligation } from '../../../common/positionNames';
import {
  useValuedObligation,
  useWalletObligations,
  type WalletObligation,
} from '../../lending/data/walletObligations';

type ReportName = (address: string, name: string) => void;

/** Values one obligation (from the cached market reads) and reports its name; renders nothing. */
function NameProbe({ position, onName }: { position: WalletObligation; onName: ReportName }) {
  const view = useValuedObligation(position.obligation);
  const address = position.obligation.address.toBase58();
  const name = view ? `${position.market.name} · ${nameOfObligation(view)}` : undefined;
  useEffect(() => {
    if (name) onName(address, name);
  }, [address, name, onName]);
  return null;
}

/**
 * The names of a wallet's open obligations by address ('Main Market · SOL / USDC'), filling in as
 * each market is read; `probes` must be rendered for them to arrive.
 */
export function useObligationNames(owner: string) {
  const { positions } = useWalletObligations(owner);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const report = useCallback<ReportName>((address, name) => {
    setNames((current) =>
      current.get(address) === name ? current : new Map(current).set(address, name),
    );
  }, []);
  const probes = (positions ?? []).map((position) => (
    <NameProbe key={position.obligation.address.toBase58()} position={position} onName={report} />
  ));
  return { names, probes };
}
