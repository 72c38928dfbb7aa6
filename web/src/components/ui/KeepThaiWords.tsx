import { thaiLinePieces } from '../../lib/thaiWords';

/**
 * Renders `children` with the Thai words Chromium would break inside (lib/thaiWords.ts) each in
 * a white-space: nowrap span, so a line ends before or after the word, never halfway. The text
 * itself is unchanged: no invisible characters, so copying, find-in-page and screen readers get
 * exactly the stored words. Text without such a word (any other language) renders as is.
 */
export function KeepThaiWords({ children }: { children: string }) {
  const pieces = thaiLinePieces(children);
  if (pieces.length === 1 && !pieces[0].keep) return children;
  // One wrapping span: in a flex parent (a button-styled link) loose pieces would each become a
  // flex item, laid out and named apart ("ไปที่ แดชบอร์ด ของฉัน"); inside it they stay one run of text.
  return (
    <span>
      {pieces.map((piece, i) =>
        piece.keep ? (
          <span key={i} className="whitespace-nowrap">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}
