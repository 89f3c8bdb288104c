import { FaultList } from './faults';

/** The geo lookup's answer (the fields the apps read). */
export interface GeoAnswer {
  status: string;
  country: string;
  countryCode: string;
  region: string;
}

/** A country no region rule restricts. */
export const DEFAULT_GEO: GeoAnswer = {
  status: 'success',
  country: 'Switzerland',
  countryCode: 'CH',
  region: 'ZH',
};

/** What tests change through `/__control/`: the geo answer, maintenance flags and faults. */
export class ControlState {
  geo: GeoAnswer = { ...DEFAULT_GEO };
  maintenance = { api: false };
  readonly faults = new FaultList();

  reset(): void {
    this.geo = { ...DEFAULT_GEO };
    this.maintenance = { api: false };
    this.faults.clear();
  }
}
