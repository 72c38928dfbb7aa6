import { open } from 'node:fs/promises';
import { UNSETTLED_TAIL_SECONDS } from '../../media/splitAtPauses.js';
import { dataByteAt, readWavInfo } from '../../media/wav.js';
import type { StreamedPiece } from './streamedPiece.js';

/**
 * A recording's length is guessed from the share of its upload that has arrived; the guess is
 * loose (a video's bitrate varies), and a wrong one only costs a recogniser's background work.
 */
const LENGTH_GUESS_MARGIN = 0.85;

/**
 * The last piece of each answer still uploading, heard while it arrives (StreamedPiece): once
 * the pieces before it are settled and the upload looks likely to end within one piece's
 * length, its samples are fed as they arrive. At most `maxStreams` at once (each recogniser holds
 * its models, about 100 MB). The evaluation takes it (take) and completes it with the piece it
 * cuts from the finished file, or stops it.
 */
export class LastPieces {
  private readonly byOwner = new Map<string, StreamedPiece>();

  constructor(
    private readonly startStream: (offsetSeconds: number) => StreamedPiece,
    private readonly maxChunkSeconds: number,
    private readonly maxStreams: number,
  ) {}

  /**
   * Upload `owner` has arrived up to `partialWavPath`, its pieces settled up to `tailStart`;
   * `arrivedFraction` is the share of its bytes that has arrived (unknown: nothing is started).
   */
  async offer(owner: string, partialWavPath: string, tailStart: number, arrivedFraction: number | undefined): Promise<void> {
    const info = await readWavInfo(partialWavPath);
    const settledEnd = info.durationSeconds - UNSETTLED_TAIL_SECONDS;
    const pieceEnd = tailStart + this.maxChunkSeconds;
    let stream = this.byOwner.get(owner);
    // Longer than one piece (it will be cut again), or started elsewhere: not the last piece.
    if (stream && (!stream.open || stream.offsetSeconds !== tailStart || settledEnd > pieceEnd)) {
      stream.abort();
      this.byOwner.delete(owner);
      stream = undefined;
    }
    if (settledEnd > pieceEnd) return;
    if (!stream) {
      for (const [other, piece] of this.byOwner) if (!piece.open) this.byOwner.delete(other);
      const likelyLength = arrivedFraction ? info.durationSeconds / arrivedFraction : Infinity;
      if (likelyLength * LENGTH_GUESS_MARGIN > pieceEnd || this.byOwner.size >= this.maxStreams) return;
      stream = this.startStream(tailStart);
      this.byOwner.set(owner, stream);
    }
    const from = dataByteAt(info, tailStart) + stream.samplesFed;
    const to = dataByteAt(info, settledEnd);
    if (to > from) stream.feed(await readRange(partialWavPath, info.dataOffset + from, to - from));
  }

  /** The last piece being heard for upload `owner`, if any; it is the caller's to complete or stop. */
  take(owner: string): StreamedPiece | undefined {
    const stream = this.byOwner.get(owner);
    this.byOwner.delete(owner);
    return stream?.open ? stream : undefined;
  }
}

async function readRange(path: string, position: number, length: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}
