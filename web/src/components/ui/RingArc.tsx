/** The drawing of a ring filled to `fraction` (0..1), starting at the top: shared by progress and countdown rings. */
export function RingArc({ size, stroke, fraction, trackClass, arcClass }: { size: number; stroke: number; fraction: number; trackClass: string; arcClass: string }) {
  const radius = (size - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className="-rotate-90">
      <circle cx={centre} cy={centre} r={radius} fill="none" strokeWidth={stroke} className={trackClass} />
      <circle
        cx={centre}
        cy={centre}
        r={radius}
        fill="none"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - fraction)}
        className={arcClass}
      />
    </svg>
  );
}
