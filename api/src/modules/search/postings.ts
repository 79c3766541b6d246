/** A growable list of 32-bit integers: a term's postings, or a per-slot column of the index. */
export class IntList {
  private data: Int32Array;
  length = 0;

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  get(index: number): number {
    return this.data[index] as number;
  }

  set(index: number, value: number): void {
    this.data[index] = value;
  }

  /** The values, without the spare capacity (a view: valid until the next push). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** Keeps the values `keep` returns a number for (that number in their place), in order; frees spare capacity. */
  rewrite(keep: (value: number) => number | undefined): void {
    let kept = 0;
    for (let i = 0; i < this.length; i++) {
      const next = keep(this.data[i] as number);
      if (next !== undefined) this.data[kept++] = next;
    }
    this.length = kept;
    this.data = this.data.slice(0, Math.max(4, kept));
  }

  /** Frees the spare capacity (after a build: most lists never grow again). */
  fit(): void {
    if (this.data.length > this.length) this.data = this.data.slice(0, Math.max(2, this.length));
  }

  /** Bytes held (for the memory figures). */
  get byteLength(): number {
    return this.data.byteLength;
  }
}
