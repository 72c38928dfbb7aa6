import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code drawn from text (as an SVG image), never a stored picture. */
export function QrCode({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const [svg, setSvg] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    void QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#0f172a', light: '#ffffff' } }).then((markup) => {
      if (!cancelled) setSvg(markup);
    });
    return () => {
      cancelled = true;
    };
  }, [text]);
  if (!svg) return <div style={{ width: size, height: size }} className="rounded-lg bg-slate-100" aria-hidden="true" />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={alt} width={size} height={size} data-qr-text={text} className="rounded-lg" />;
}
