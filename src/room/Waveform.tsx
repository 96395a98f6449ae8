import classes from './Room.module.css';

/** The clip's waveform, drawn from its peaks (a picture only: the player's controls are buttons). */
export function Waveform({
  levels,
  playing,
}: {
  levels: readonly number[] | null;
  playing: boolean;
}) {
  const bars = levels ? squeeze(levels, 96) : [];
  return (
    <svg
      className={classes.waveform}
      data-playing={playing || undefined}
      viewBox={`0 0 ${Math.max(bars.length, 1) * 3} 40`}
      preserveAspectRatio="none"
      aria-hidden
    >
      {bars.map((level, index) => {
        const height = Math.max(2, level * 38);
        return (
          <rect key={index} x={index * 3} y={20 - height / 2} width={2} height={height} rx={1} />
        );
      })}
    </svg>
  );
}

/** At most `count` bars, each the loudest of those it stands for. */
function squeeze(levels: readonly number[], count: number): number[] {
  if (levels.length <= count) return [...levels];
  const size = levels.length / count;
  return Array.from({ length: count }, (_, bar) =>
    Math.max(...levels.slice(Math.floor(bar * size), Math.floor((bar + 1) * size))),
  );
}
