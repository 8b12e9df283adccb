/**
 * The aggregation's row sink during a build: every index row goes to the lake writer (rma), company and country
 * rows also to ESG Advanced (esgadv, from the same sums over the ESG buzz), and the daily News_Social rows into
 * the in-memory panel that prices, pulse events and the model read, and (companies, countries) into the ESG Core
 * staging table.
 */
import type { Frequency, RowSink } from '../build/aggregate-days';
import type { LakeWriter } from '../lake/lake-writer';
import type { ReferenceAsset } from '../universe/types';
import type { DailyPanel } from './daily-panel';
import type { EsgCoreStage } from './esg-core';

const NEWS_SOCIAL = 3;

export class DerivedSink implements RowSink {
  private readonly feedsEsg: Uint8Array;

  constructor(
    private readonly writer: LakeWriter,
    private readonly panel: DailyPanel,
    assets: readonly ReferenceAsset[],
    private readonly esgCore: EsgCoreStage,
  ) {
    this.feedsEsg = Uint8Array.from(assets, (asset) => (asset.class === 'equ' || asset.class === 'cou' ? 1 : 0));
  }

  add(frequency: Frequency, asset: number, stamp: number, dataType: number, mentions: number, sums: Float64Array) {
    this.writer.add(frequency, asset, stamp, dataType, mentions, sums);
    if (this.feedsEsg[asset]) this.writer.addEsg(frequency, asset, stamp, dataType, mentions, sums);
    if (frequency === 'daily' && dataType === NEWS_SOCIAL) {
      this.panel.record(asset, stamp, mentions, sums);
      if (this.feedsEsg[asset]) this.esgCore.add(asset, this.panel.dayOf(stamp), sums);
    }
  }
}
