import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A zip written as a stream: small text files deflated, media stored as they are (already
 * compressed), each media file piped chunk by chunk so a recording is never held in memory.
 */
export class ZipWriter {
  readonly output = new PassThrough();
  private readonly zip: Zip;
  private full = false;

  constructor(private readonly modified = new Date()) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.output.destroy(error);
        return;
      }
      if (!this.output.write(chunk)) this.full = true;
      if (final) this.output.end();
    });
  }

  addText(name: string, text: string): void {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = this.modified;
    this.zip.add(file);
    file.push(new TextEncoder().encode(text), true);
  }

  async addStream(name: string, body: Readable): Promise<void> {
    const file = new ZipPassThrough(name);
    file.mtime = this.modified;
    this.zip.add(file);
    for await (const chunk of body) {
      if (this.output.destroyed) throw new Error('The download was closed');
      file.push(chunk as Uint8Array);
      if (this.full) {
        this.full = false;
        await Promise.race([once(this.output, 'drain'), once(this.output, 'close')]);
      }
    }
    file.push(new Uint8Array(0), true);
  }

  end(): void {
    this.zip.end();
  }

  fail(error: Error): void {
    this.zip.terminate();
    this.output.destroy(error);
  }
}
