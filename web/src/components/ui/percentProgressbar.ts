/** A percentage clamped to 0-100 and whole, with the progressbar attributes screen readers announce. */
export function percentProgressbar(percent: number, label: string) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return {
    value,
    attributes: {
      role: 'progressbar',
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': value,
      'aria-valuetext': `${value}%`,
    },
  } as const;
}
