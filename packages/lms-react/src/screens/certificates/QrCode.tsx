import { useMemo } from 'react';
import { create } from 'qrcode';

export interface QrCodeProps {
  value: string;
  /** What a screen reader says instead of the picture. */
  label: string;
  size?: number;
}

/** A QR code drawn as SVG from the qrcode library's matrix: crisp at any zoom, and printable. */
export function QrCode({ value, label, size = 132 }: QrCodeProps) {
  const { cells, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + 2} ${row + 2}h1v1h-1z`;
    // Two cells of quiet zone on each side, as readers expect.
    return { cells: modules.size + 4, path: d };
  }, [value]);
  return (
    <svg
      className="lms-qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      shapeRendering="crispEdges"
    >
      <rect width={cells} height={cells} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
