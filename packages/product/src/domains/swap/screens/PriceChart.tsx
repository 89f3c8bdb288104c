import { useEffect, useRef, useState } from 'react';
import type { ChartPoint } from '../data/chart/pairSeries';
import { priceAxisFormat } from '../data/chart/priceAxis';

/**
 * The chart itself: a trading-chart library drawing the series as an area, filling its
 * container (which sets the height). The library loads with the first chart.
 */
export function PriceChart(props: { points: readonly ChartPoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let disposed = false;
    let remove: (() => void) | undefined;
    import('lightweight-charts')
      .then(({ AreaSeries, ColorType, createChart }) => {
        if (disposed) return;
        const chart = createChart(element, {
          autoSize: true,
          layout: {
            background: { type: ColorType.Solid, color: 'transparent' },
            textColor: getComputedStyle(element).color || '#c8d0dc',
          },
          grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(128,128,128,0.15)' } },
          timeScale: { timeVisible: true, secondsVisible: false },
        });
        const series = chart.addSeries(AreaSeries, {
          lineColor: '#4f8cff',
          topColor: 'rgba(79,140,255,0.35)',
          bottomColor: 'rgba(79,140,255,0.02)',
          lineWidth: 2,
          priceFormat: priceAxisFormat(props.points),
        });
        series.setData(
          props.points.map((point) => ({
            time: point.time as import('lightweight-charts').UTCTimestamp,
            value: point.value,
          })),
        );
        chart.timeScale().fitContent();
        remove = () => chart.remove();
      })
      .catch(() => {
        if (!disposed) setFailed(true);
      });
    return () => {
      disposed = true;
      remove?.();
    };
  }, [props.points]);
  if (failed) {
    return (
      <p className="keel-chart__empty" role="alert">
        The chart could not be drawn.
      </p>
    );
  }
  return (
    <div
      ref={container}
      className="keel-chart__canvas"
      role="img"
      aria-label={props.label}
      data-points={props.points.length}
    />
  );
}
